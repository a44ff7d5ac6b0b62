import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { mapGroupPermission, mapUser } from "./map-accounts.js";
import { mapAdvertisement, mapLanguage } from "./map-content.js";
import { documentStatusOf, mapDocument, mapSign, uuidOf } from "./map-documents.js";
import { readPagePreviews, svgOfGzip, svgSize } from "./page-files.js";
import { mapByName } from "./pro-tables.js";
import { detectPrefix } from "./source.js";
import type { Mapped } from "./step.js";
import { iso, isoOrNull } from "./values.js";

const only = (mapped: Mapped) => {
  if ("skip" in mapped) throw new Error(`skipped: ${mapped.skip}`);
  return mapped.rows[0].row;
};

const svg = (n: number) => `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="595.3" height="842" viewBox="0 0 595.3 842"><text>${n}</text></svg>\n`;
/** A gzip stream as MOREDOC writes it: flushed, never closed, so without gzip's trailer. */
const truncatedGzip = (text: string) => {
  const gzip = zlib.createGzip();
  const chunks: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
  gzip.write(text);
  return new Promise<Buffer>((resolve) => gzip.flush(zlib.constants.Z_SYNC_FLUSH, () => resolve(Buffer.concat(chunks))));
};

describe("MOREDOC rows mapped to ours", () => {
  it("finds the table prefix", () => {
    expect(detectPrefix(["site_user", "site_document", "site_attachment", "other"])).toBe("site_");
    expect(() => detectPrefix(["users", "posts"])).toThrow(/MOREDOC/);
  });

  it("reads MySQL's missing and zero dates as none", () => {
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(new Date(0))).toBeNull();
    expect(iso(null, new Date("2024-01-02T03:04:05Z"))).toBe("2024-01-02T03:04:05.000Z");
  });

  it("keeps a user's id and MOREDOC hash, and leaves out a user without a name", () => {
    const row = only(mapUser({ id: 7, username: "黄敏", password: "md5$a1B2$c72d1aa87776e1e618674a9074207e76", credit_count: 12, status: null }));
    expect(row).toMatchObject({ id: 7, username: "黄敏", password_hash: "md5$a1B2$c72d1aa87776e1e618674a9074207e76", credit_count: 12, status: 0 });
    expect(mapUser({ id: 8, username: " " })).toEqual({ skip: "用户名为空" });
  });

  it("maps grants to our permission ids, leaving out what we lack", () => {
    const ours = new Map([[3, 41]]);
    expect(only(mapGroupPermission({ group_id: 2, permission_id: 3 }, ours, new Set([2])))).toEqual({ group_id: 2, permission_id: 41 });
    expect(mapGroupPermission({ group_id: 2, permission_id: 4 }, ours, new Set([2]))).toEqual({ skip: "权限在 Wenku 中没有对应项" });
  });

  it("gives a document its file, its uuid (made from the id before 2.4) and a status nothing is running", () => {
    const file = { id: 5, hash: "0123456789abcdef0123456789abcdef", ext: ".pdf", size: 99 };
    const row = only(mapDocument({ id: 3, title: "文档", uuid: "abcdef0123456789", status: 2, ext: ".PDF" }, file));
    expect(row).toMatchObject({ id: 3, uuid: "abcdef0123456789", attachment_id: 5, hash: file.hash, ext: ".pdf", size: 99, status: 2 });
    expect(uuidOf({ id: 3 })).toMatch(/^[0-9a-f]{16}$/);
    expect(uuidOf({ id: 3 })).toBe(uuidOf({ id: 3, uuid: "" }));
    expect(documentStatusOf(1)).toBe(0);
    expect(documentStatusOf(42)).toBe(4);
    expect(mapDocument({ id: 4 }, undefined)).toEqual({ skip: "文档没有文件（附件）" });
  });

  it("leaves out a sign-in without a day, sanitizes ads, matches languages by code", () => {
    expect(mapSign({ id: 1, user_id: 2, sign_at: 0 })).toEqual({ skip: "签到日期无效" });
    const ad = mapAdvertisement({ id: 1, position: "index_top", content: '<a href="https://x.example">hi</a><script>alert(1)</script>' });
    expect(only(ad).content).not.toContain("script");
    expect(mapAdvertisement({ id: 2, position: "x", content: "<script>alert(1)</script>" })).toMatchObject({ skip: expect.any(String) });
    expect(only(mapLanguage({ id: 9, code: "zh-CN", language: "中文", enable: 1 }))).toMatchObject({ code: "zh-CN", enable: 1 });
  });

  it("copies a Pro row's columns ours has, by name", () => {
    const row = only(mapByName({ id: 1, user_id: 2, oauth_type: 1, openid: "o", secret_extra: "x", created_at: new Date("2024-01-01T00:00:00Z") }, "user_oauth", new Set(["id", "user_id", "oauth_type", "openid"])));
    expect(row).toMatchObject({ id: 1, user_id: 2, oauth_type: 1, openid: "o", created_at: "2024-01-01T00:00:00.000Z" });
    expect(row).not.toHaveProperty("secret_extra");
  });
});

describe("MOREDOC's page previews", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moredoc-pages-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads gzip SVGs without their trailer, and their size", async () => {
    const data = await truncatedGzip(svg(1));
    expect(() => zlib.gunzipSync(data)).toThrow();
    expect(svgOfGzip(data)).toBe(svg(1));
    expect(svgSize(svg(1))).toEqual({ width: 595, height: 842 });
  });

  it("keeps a file's pages whole, and refuses a folder with a missing or broken page", async () => {
    const folder = path.join(dir, "a");
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, "1.gzip.svg"), await truncatedGzip(svg(1)));
    fs.writeFileSync(path.join(folder, "2.svg"), svg(2));
    fs.writeFileSync(path.join(folder, "3.png"), await sharp({ create: { width: 20, height: 30, channels: 3, background: "#fff" } }).png().toBuffer());
    const kept = await readPagePreviews(folder, 3);
    if (!kept.ok) throw new Error(kept.reason);
    expect(kept.previews.map((p) => p.format)).toEqual(["svgz", "svg", "webp"]);
    expect(zlib.gunzipSync(kept.previews[0].data).toString("utf8")).toBe(svg(1));
    expect(kept.previews[1].data.toString("utf8")).toBe(svg(2));
    expect(await sharp(kept.previews[2].data).metadata()).toMatchObject({ format: "webp", width: 20, height: 30 });
    expect(await readPagePreviews(folder, 4)).toEqual({ ok: false, reason: "缺少第 4 页" });
    const whole = path.join(dir, "b");
    fs.mkdirSync(whole);
    fs.writeFileSync(path.join(whole, "1.gzip.svg"), zlib.gzipSync(svg(1)));
    const complete = await readPagePreviews(whole, 1);
    expect(complete.ok && Buffer.compare(complete.previews[0].data, zlib.gzipSync(svg(1)))).toBe(0);
    fs.writeFileSync(path.join(folder, "2.svg"), "");
    expect(await readPagePreviews(folder, 3)).toEqual({ ok: false, reason: "第 2 页不是完整的 SVG" });
  });
});
