import crypto from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { unavailableMessages } from "../../http/framework-errors.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startTestS3, type TestS3 } from "../../test/s3-server.js";
import { adminSession, insertDocument } from "../documents/document-fixtures.js";
import { coverKey, pageKey, type PageFormat } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import { ImageCache, largestHeldImage } from "./image-cache.js";
import { coverResource, pageResource, signResource } from "./signing.js";
import { setProcessEnv } from "../../test/process-env.js";

/**
 * With files in S3, page images and covers are held in the web process's memory by storage key and version: a
 * held image costs no object-store request, a new version is read again, access is still checked on every request,
 * and held images keep serving while the store is down.
 */
describe(`page images held in memory with S3 storage (${testDialect})`, () => {
  let s3: TestS3;
  let s3Running = true;
  let t: TestServer;
  let hash = "";
  let original: Buffer = Buffer.alloc(0);
  let restoreEnv: (() => void) | undefined;
  const svgOf = (label: string) => zlib.gzipSync(`<svg xmlns="http://www.w3.org/2000/svg"><text>${label}</text></svg>`);
  const large = crypto.randomBytes(largestHeldImage + 1024);

  /** GetObject and HeadObject requests the S3 stand-in received for one key. */
  const readsOf = (key: string) => s3.requests.filter((line) => /^(GET|HEAD) /.test(line) && line.endsWith(`/${s3.bucket}/${s3.env.WENKU_S3_PREFIX}/${key}`));
  const pageUrl = (page: number, signed = false) => {
    const query = signed ? signResource(t.ctx, pageResource(hash, page)) : undefined;
    return `/view/page/${hash}/${page}.gzip.svg${query ? `?e=${query.e}&s=${query.s}` : ""}`;
  };
  const get = (url: string, acceptEncoding = "gzip") => t.app.inject({ method: "GET", url, headers: { "accept-encoding": acceptEncoding } });

  async function storePage(server: TestServer, page: number, format: PageFormat, bytes: Buffer, version: string) {
    await storageFor(server.ctx).putBuffer(pageKey(hash, page, format), bytes);
    await server.ctx.db.kysely
      .insertInto("document_page")
      .values({ hash, page, format, version, text: "" })
      .onConflict((oc) => oc.columns(["hash", "page"]).doUpdateSet({ format, version }))
      .execute();
  }

  beforeAll(async () => {
    s3 = await startTestS3();
    restoreEnv = setProcessEnv(s3.env);
    t = await createTestServer();
    const admin = await adminSession(t.ctx);
    // A priced document: a free one reads in full (display.free_full_read).
    const doc = await insertDocument(t.ctx, { userId: admin.id, pages: 4, price: 2 });
    hash = doc.hash;
    original = doc.file;
    // Only page 1 is in the public preview: the others need a signed URL.
    await t.ctx.db.kysely.updateTable("document").set({ preview: 1 }).where("id", "=", doc.id).execute();
    for (const page of [1, 2, 3]) await storePage(t, page, "svgz", svgOf(`page ${page} v1`), "v1");
    await storePage(t, 4, "webp", large, "v1");
    await storageFor(t.ctx).putBuffer(coverKey(hash), Buffer.from("\x89PNG cover"));
    const now = nowIso();
    await t.ctx.db.kysely
      .insertInto("converted_file")
      .values({ hash, pages: 4, width: 800, height: 1131, preview_ext: ".svg", enable_gzip: 1, version: "c1", summary: "", keywords: "", created_at: now, updated_at: now })
      .execute();
  });

  afterAll(async () => {
    await t?.close();
    if (s3Running) await s3.close();
    restoreEnv?.();
  });

  it("reads a page image from the object store once (one GetObject, no HeadObject), then serves it from memory", async () => {
    const key = pageKey(hash, 1, "svgz");
    const first = await get(pageUrl(1));
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers["content-length"]).toBe(String(svgOf("page 1 v1").length));
    expect(zlib.gunzipSync(first.rawPayload).toString()).toContain("page 1 v1");
    const again = await get(pageUrl(1));
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
    const plain = await get(pageUrl(1), "identity");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("page 1 v1");
    expect(readsOf(key)).toEqual([`GET /${s3.bucket}/${s3.env.WENKU_S3_PREFIX}/${key}`]);
  });

  it("reads a page again once its row names a new version (a repair or a conversion stored it anew)", async () => {
    const key = pageKey(hash, 1, "svgz");
    await storePage(t, 1, "svgz", svgOf("page 1 v2"), "v2");
    const res = await get(pageUrl(1), "identity");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("page 1 v2");
    expect((await get(pageUrl(1), "identity")).body).toContain("page 1 v2");
    expect(readsOf(key)).toHaveLength(2);
  });

  it("still checks access and the page's row on every request: a held page is 403 unsigned and 404 once its row is gone", async () => {
    const key = pageKey(hash, 2, "svgz");
    expect((await get(pageUrl(2, true))).statusCode).toBe(200);
    expect((await get(pageUrl(2, true))).statusCode).toBe(200);
    const unsigned = await get(pageUrl(2));
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.body).toBe("无权查看该页面");
    expect(readsOf(key)).toHaveLength(1);
    await t.ctx.db.kysely.updateTable("document_page").set({ format: "" }).where("hash", "=", hash).where("page", "=", 2).execute();
    expect((await get(pageUrl(2, true))).statusCode).toBe(404);
    await t.ctx.db.kysely.updateTable("document_page").set({ format: "svgz" }).where("hash", "=", hash).where("page", "=", 2).execute();
  });

  it("holds the cover by its conversion's version", async () => {
    const key = coverKey(hash);
    const signature = signResource(t.ctx, coverResource(hash));
    for (let i = 0; i < 2; i++) {
      const cover = await get(`/view/cover/${hash}?e=${signature.e}&s=${signature.s}`);
      expect(cover.statusCode).toBe(200);
      expect(cover.headers.etag).toBe(`"${hash}-cover-c1"`);
      expect(cover.body).toContain("PNG cover");
    }
    expect(readsOf(key)).toHaveLength(1);
  });

  it("streams an image over 1 MiB from the store at every request", async () => {
    const key = pageKey(hash, 4, "webp");
    const query = signResource(t.ctx, pageResource(hash, 4));
    for (let i = 0; i < 2; i++) {
      const res = await get(`/view/page/${hash}/4.webp?e=${query.e}&s=${query.s}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(large)).toBe(true);
    }
    expect(readsOf(key)).toHaveLength(2);
  });

  it("shares one read among concurrent misses of one image", async () => {
    const key = pageKey(hash, 3, "svgz");
    const cache = new ImageCache(storageFor(t.ctx), 1024 * 1024);
    const opened = await Promise.all([1, 2, 3, 4].map(() => cache.open(key, "shared")));
    for (const image of opened) {
      const body = image?.body;
      expect(Buffer.isBuffer(body)).toBe(true);
      expect(zlib.gunzipSync(body as Buffer).toString()).toContain("page 3 v1");
    }
    expect(readsOf(key)).toHaveLength(1);
    expect(await cache.open(pageKey(hash, 9, "svgz"), "shared")).toBeNull();
  });

  it("reads every time with WENKU_IMAGE_CACHE_MB=0", async () => {
    const other = await createTestServer({ imageCacheMb: 0 });
    try {
      // The same file in the same bucket, seen through a process that holds nothing.
      const admin = await adminSession(other.ctx);
      await insertDocument(other.ctx, { userId: admin.id, pages: 1, file: original });
      await other.ctx.db.kysely.insertInto("document_page").values({ hash, page: 1, format: "svgz", version: "v2", text: "" }).execute();
      const key = pageKey(hash, 1, "svgz");
      const before = readsOf(key).length;
      for (let i = 0; i < 2; i++) {
        const res = await other.app.inject({ method: "GET", url: pageUrl(1), headers: { "accept-encoding": "identity" } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain("page 1 v2");
      }
      expect(readsOf(key).length - before).toBe(2);
    } finally {
      await other.close();
    }
  });

  it("keeps serving held images while the object store is down; one not held answers 503", { timeout: 30_000 }, async () => {
    await s3.close();
    s3Running = false;
    const held = await get(pageUrl(1), "identity");
    expect(held.statusCode).toBe(200);
    expect(held.body).toContain("page 1 v2");
    expect((await get(pageUrl(2, true))).statusCode).toBe(200);
    const notHeld = await get(pageUrl(3, true));
    expect(notHeld.statusCode).toBe(503);
    expect(notHeld.body).toContain(unavailableMessages.storage);
  });
});
