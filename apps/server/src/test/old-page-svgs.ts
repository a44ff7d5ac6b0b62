import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import type { AppContext } from "../context.js";
import { MUTOOL } from "../modules/conversion/engine/mutool.js";
import { pageKey } from "../modules/storage/keys.js";
import { storageFor } from "../modules/storage/storage-for.js";
import { realFixturePath, realFixtures } from "./real-fixtures.js";

/**
 * Pages 4–10 of the libtasn1 manual as the engine stored them before it stripped data-text: mupdf 1.21's SVG
 * as it is, where pages 5, 8, 9 and 10 hold `data-text="<"`.
 */
export async function renderPagesTheOldWay(): Promise<Buffer[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-old-pages-"));
  try {
    await promisify(execFile)(MUTOOL, ["draw", "-q", "-F", "svg", "-o", path.join(dir, "%d.svg"), realFixturePath(realFixtures.libtasn1Pdf), "4-10"]);
    return [4, 5, 6, 7, 8, 9, 10].map((page) => fs.readFileSync(path.join(dir, `${page}.svg`)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Stores pages under a hash as the earlier engine did: gzip level 1 (`svgz`) or plain (`svg`), with their rows. */
export async function storePagesTheOldWay(ctx: AppContext, hash: string, pages: Buffer[], format: "svgz" | "svg" = "svgz"): Promise<void> {
  for (const [index, svg] of pages.entries()) {
    const page = index + 1;
    await storageFor(ctx).putBuffer(pageKey(hash, page, format), format === "svgz" ? gzipSync(svg, { level: 1 }) : svg);
    await ctx.db.kysely
      .insertInto("document_page")
      .values({ hash, page, format, width: 1275, height: 1650, text: `page ${page}`, version: "old" })
      .onConflict((oc) => oc.columns(["hash", "page"]).doUpdateSet({ format, version: "old" }))
      .execute();
  }
}
