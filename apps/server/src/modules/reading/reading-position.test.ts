import { apiRoutes, DocumentStatus } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, insertDocument, type Session } from "../documents/document-fixtures.js";

describe(`reading positions (${testDialect})`, () => {
  let t: TestServer;
  let reader: Session;
  let author: Session;

  const save = (token: string | undefined, body: Record<string, unknown>) => t.call(apiRoutes.reading.save, { token, body });
  const get = (token: string | undefined, documentId: number) => t.call(apiRoutes.reading.get, { token, query: { document_id: documentId } });

  beforeAll(async () => {
    t = await createTestServer();
    reader = await createMember(t.ctx);
    author = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("keeps the page a reader left each document at, one row per reader and document", async () => {
    const doc = await insertDocument(t.ctx, { userId: author.id, pages: 30 });
    expect((await get(reader.token, doc.id)).body).toEqual({ document_id: doc.id, page: 0, updated_at: "" });
    expect((await save(reader.token, { document_id: doc.id, page: 12 })).body).toMatchObject({ document_id: doc.id, page: 12 });
    expect((await save(reader.token, { document_id: doc.id, page: "15" })).status).toBe(200);
    expect((await get(reader.token, doc.id)).body).toMatchObject({ document_id: doc.id, page: 15, updated_at: expect.any(String) });
    expect((await get(author.token, doc.id)).body.page).toBe(0);
    const rows = await t.ctx.db.kysely.selectFrom("reading_position").selectAll().where("document_id", "=", doc.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("clips a page past the end to the document's last page", async () => {
    const doc = await insertDocument(t.ctx, { userId: author.id, pages: 7 });
    expect((await save(reader.token, { document_id: doc.id, page: 500 })).body.page).toBe(7);
  });

  it("refuses strangers, bad pages and documents the reader may not see", async () => {
    const doc = await insertDocument(t.ctx, { userId: author.id, pages: 3 });
    expect((await save(undefined, { document_id: doc.id, page: 2 })).status).toBe(401);
    expect((await get(undefined, doc.id)).status).toBe(401);
    for (const page of [0, -1, 1.5, "x"]) {
      const res = await save(reader.token, { document_id: doc.id, page });
      expect(res.status, String(page)).toBe(400);
    }
    expect((await save(reader.token, { document_id: 999_999, page: 2 })).status).toBe(404);
    const pending = await insertDocument(t.ctx, { userId: author.id, pages: 3, status: DocumentStatus.pendingReview });
    expect((await save(reader.token, { document_id: pending.id, page: 2 })).status).toBe(404);
    expect((await save(author.token, { document_id: pending.id, page: 2 })).status).toBe(200);
  });
});
