import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { TestServer } from "../harness.js";
import { realFixturePath } from "../real-fixtures.js";
import { uploadDocument, waitFor } from "../upload-helpers.js";
import { itemKey } from "../../modules/search/keys.js";
import type { LibraryDocument } from "./labelled-questions.js";

/** Documents waited for per library: conversion through LibreOffice, calibre and mupdf, then indexing. */
const SETTLE_MS = 420_000;

/**
 * Uploads real documents through the API, lets the server's workers convert and index them, and returns each
 * document's id by name once every one is converted (status 2) and its page texts are in the search index.
 */
export async function uploadLibrary<N extends string>(t: TestServer, token: string, documents: Record<N, LibraryDocument>): Promise<Record<N, number>> {
  const ids = {} as Record<N, number>;
  for (const [name, doc] of Object.entries(documents) as Array<[N, LibraryDocument]>) {
    const content = readFileSync(realFixturePath(doc.file));
    ids[name] = (await uploadDocument(t, token, { filename: basename(doc.file), content }, { title: doc.title })).id;
  }
  const all = Object.values<number>(ids);
  await waitFor(async () => {
    const rows = await t.ctx.db.kysely.selectFrom("document").select(["id", "status", "convert_error"]).where("id", "in", all).execute();
    const failed = rows.find((r) => r.status === 3);
    if (failed) throw new Error(`document ${failed.id} failed to convert: ${failed.convert_error}`);
    return rows.every((r) => r.status === 2);
  }, SETTLE_MS, 500);
  await waitFor(async () => {
    const indexed = await t.ctx.db.kysely
      .selectFrom("search_page")
      .select("key")
      .distinct()
      .where("key", "in", all.map((id) => itemKey(0, id)))
      .execute();
    const queued = await t.ctx.db.kysely.selectFrom("search_queue").select("id").executeTakeFirst();
    return indexed.length === all.length && !queued;
  }, SETTLE_MS, 500);
  return ids;
}
