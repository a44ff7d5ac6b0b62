import { apiRoutes } from "@wenku/contract";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, insertDocument, type InsertedDocument, type Session } from "../documents/document-fixtures.js";
import { coverKey, derivedPrefix, documentFileKey, pageKey, pathOfKey } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import { isBlacklisted } from "../upload/blacklist.js";
import { collectStorage } from "./collect-storage.js";
import { collectionSettled, FIRST_COLLECTION_MS, storageGcWorker } from "./schedule.js";

describe(`storage garbage collection (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let owner: Session;
  const db = () => t.ctx.db.kysely;
  const storage = () => storageFor(t.ctx);

  /** What a finished conversion leaves behind for a hash: page images, cover, page rows, job and result rows. */
  async function addConversionOutput(hash: string, pages = 2) {
    const now = nowIso();
    for (let page = 1; page <= pages; page++) {
      await storage().putBuffer(pageKey(hash, page, "svg"), Buffer.from(`<svg>${page}</svg>`));
      await db().insertInto("document_page").values({ hash, page, format: "svg", text: `page ${page}` }).execute();
    }
    await storage().putBuffer(coverKey(hash), Buffer.from("cover"));
    await db()
      .insertInto("conversion_job")
      .values({ hash, source_key: documentFileKey(hash, ".pdf"), ext: ".pdf", state: "done", run_after: now, created_at: now, updated_at: now, finished_at: now })
      .execute();
    await db()
      .insertInto("converted_file")
      .values({ hash, pages, width: 1240, height: 1754, preview_ext: ".svg", enable_gzip: 0, version: "v1", summary: "", keywords: "", created_at: now, updated_at: now })
      .execute();
  }

  async function derivedKeys(hash: string) {
    const keys: string[] = [];
    for await (const key of storage().list(derivedPrefix(hash))) keys.push(key);
    return keys;
  }

  async function leftovers(hash: string, ext = ".pdf") {
    const count = async (table: "document_page" | "conversion_job" | "converted_file") =>
      (await db().selectFrom(table).select("hash").where("hash", "=", hash).execute()).length;
    return {
      original: Boolean(await storage().stat(documentFileKey(hash, ext))),
      derived: (await derivedKeys(hash)).length,
      pages: await count("document_page"),
      jobs: await count("conversion_job"),
      converted: await count("converted_file"),
    };
  }

  const attachmentRow = (id: number) => db().selectFrom("attachment").selectAll().where("id", "=", id).executeTakeFirst();

  async function trashAndPurge(doc: InsertedDocument) {
    expect((await t.request("DELETE", "/api/v1/document", { token: owner.token, query: { id: doc.id } })).status).toBe(200);
    expect((await t.request("DELETE", "/api/v1/document/recycle", { token: admin.token, query: { id: doc.id } })).status).toBe(200);
  }

  /** An uploaded document file never turned into a document, created `minutesAgo` ago. */
  async function insertUpload(minutesAgo: number) {
    const file = Buffer.from(`unused upload ${crypto.randomUUID()}`);
    const hash = crypto.createHash("md5").update(file).digest("hex");
    const key = documentFileKey(hash, ".pdf");
    await storage().putBuffer(key, file);
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const row = await db()
      .insertInto("attachment")
      .values({ hash, user_id: owner.id, type: 2, type_id: 0, path: pathOfKey(key), name: "u.pdf", size: file.length, ext: ".pdf", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), hash };
  }

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    owner = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("after a purge, removes the original, pages, cover, page rows and conversion rows, and the attachment row", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id });
    await addConversionOutput(doc.hash);
    expect(await leftovers(doc.hash)).toEqual({ original: true, derived: 3, pages: 2, jobs: 1, converted: 1 });

    await trashAndPurge(doc);
    await collectionSettled(t.ctx);

    expect(await leftovers(doc.hash)).toEqual({ original: false, derived: 0, pages: 0, jobs: 0, converted: 0 });
    expect(await attachmentRow(doc.attachmentId)).toBeUndefined();
  });

  it("keeps the files of a hash another live document still uses", async () => {
    const file = Buffer.from(`shared file ${crypto.randomUUID()}`);
    const gone = await insertDocument(t.ctx, { userId: owner.id, file });
    const stays = await insertDocument(t.ctx, { userId: owner.id, file });
    expect(stays.hash).toBe(gone.hash);
    await addConversionOutput(gone.hash);

    await trashAndPurge(gone);
    await collectionSettled(t.ctx);

    expect(await leftovers(gone.hash)).toEqual({ original: true, derived: 3, pages: 2, jobs: 1, converted: 1 });
    expect(await attachmentRow(gone.attachmentId)).toBeUndefined();
    expect((await attachmentRow(stays.attachmentId))?.deleted_at).toBeNull();
    expect((await collectStorage(t.ctx)).attachments).toBe(0);
  });

  it("collects uploads never used by a document once older than security.attachment_retention_minute", async () => {
    const stale = await insertUpload(1441);
    const fresh = await insertUpload(5);
    const result = await collectStorage(t.ctx);
    expect(result).toMatchObject({ unused: 1, attachments: 1, removed: 1 });
    expect(await attachmentRow(stale.id)).toBeUndefined();
    expect(await storage().stat(documentFileKey(stale.hash, ".pdf"))).toBeNull();
    expect((await attachmentRow(fresh.id))?.deleted_at).toBeNull();
    expect(await storage().stat(documentFileKey(fresh.hash, ".pdf"))).not.toBeNull();

    await t.setSettings([["security", "attachment_retention_minute", "1"]]);
    try {
      expect(await collectStorage(t.ctx)).toMatchObject({ unused: 1, removed: 1 });
      expect(await attachmentRow(fresh.id)).toBeUndefined();
    } finally {
      await t.setSettings([["security", "attachment_retention_minute", "1440"]]);
    }
  });

  it("removes a blacklisted file but keeps its row as the blacklist entry, collected once", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id });
    await addConversionOutput(doc.hash, 1);
    const marked = await t.call(apiRoutes.attachment.update, { token: admin.token, body: { id: doc.attachmentId, enable: false } });
    expect(marked.status).toBe(200);

    await trashAndPurge(doc);
    await collectionSettled(t.ctx);

    expect(await leftovers(doc.hash)).toEqual({ original: false, derived: 0, pages: 0, jobs: 0, converted: 0 });
    const row = await attachmentRow(doc.attachmentId);
    expect(row).toMatchObject({ enable: 0, deleted_at: expect.any(String), collected_at: expect.any(String) });
    expect(await isBlacklisted(t.ctx, doc.hash)).toBe(true);
    expect((await collectStorage(t.ctx)).attachments).toBe(0);
  });

  it("leaves a hash whose conversion is still running for a later run", async () => {
    const doc = await insertDocument(t.ctx, { userId: owner.id });
    await addConversionOutput(doc.hash, 1);
    const leaseUntil = new Date(Date.now() + 60_000).toISOString();
    await db().updateTable("conversion_job").set({ state: "running", lease_until: leaseUntil }).where("hash", "=", doc.hash).execute();

    await trashAndPurge(doc);
    await collectionSettled(t.ctx);
    expect(await leftovers(doc.hash)).toMatchObject({ original: true, derived: 2, pages: 1 });
    expect((await attachmentRow(doc.attachmentId))?.deleted_at).toEqual(expect.any(String));

    await db().updateTable("conversion_job").set({ state: "done", lease_until: null }).where("hash", "=", doc.hash).execute();
    expect(await collectStorage(t.ctx)).toMatchObject({ attachments: 1, removed: 1, deferred: 0 });
    expect(await leftovers(doc.hash)).toEqual({ original: false, derived: 0, pages: 0, jobs: 0, converted: 0 });
  });

  // Last: shutting the worker down stops collection for this server.
  it("the background worker collects on its timer and stops at shutdown", async () => {
    const stale = await insertUpload(2 * 1440);
    const hooksBefore = t.ctx.hooks.onShutdown.length;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    let stopped: Promise<void>;
    try {
      stopped = storageGcWorker(t.ctx)();
      vi.advanceTimersByTime(FIRST_COLLECTION_MS);
    } finally {
      vi.useRealTimers();
    }
    await collectionSettled(t.ctx);
    expect(await attachmentRow(stale.id)).toBeUndefined();

    const shutdown = t.ctx.hooks.onShutdown.slice(hooksBefore);
    expect(shutdown).toHaveLength(1);
    await shutdown[0]();
    await expect(stopped).resolves.toBeUndefined();
  });
});
