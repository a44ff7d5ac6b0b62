import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "../../context.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { secondProcess, type SecondProcess } from "../../test/second-process.js";
import { createMember } from "../documents/document-fixtures.js";
import { derivedPrefix, documentFileKey, pageKey, pathOfKey } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import { collectInCluster } from "./schedule.js";

describe(`storage garbage collection in two processes at once (${testDialect})`, () => {
  let t: TestServer;
  let other: SecondProcess;
  const problems: string[] = [];
  const recording: Logger = { info() {}, warn: (msg, extra) => problems.push(`${msg} ${JSON.stringify(extra)}`), error: (msg, extra) => problems.push(`${msg} ${JSON.stringify(extra)}`) };

  /** An upload never turned into a document, two days old (past the retention), with derived files of its hash. */
  async function staleUpload(userId: number) {
    const file = Buffer.from(`stale upload ${crypto.randomUUID()}`);
    const hash = crypto.createHash("md5").update(file).digest("hex");
    const key = documentFileKey(hash, ".pdf");
    const storage = storageFor(t.ctx);
    await storage.putBuffer(key, file);
    for (const page of [1, 2]) await storage.putBuffer(pageKey(hash, page, "svg"), Buffer.from(`<svg>${page}</svg>`));
    const at = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const row = await t.ctx.db.kysely
      .insertInto("attachment")
      .values({ hash, user_id: userId, type: 2, type_id: 0, path: pathOfKey(key), name: "u.pdf", size: file.length, ext: ".pdf", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), hash, key };
  }

  beforeAll(async () => {
    t = await createTestServer();
    t.ctx.log = recording;
    other = await secondProcess(t, recording);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it("collects each file once: the second collection waits its turn and runs after the first, without a failed delete", async () => {
    const owner = await createMember(t.ctx);
    const uploads = [];
    for (let i = 0; i < 6; i++) uploads.push(await staleUpload(owner.id));
    const outcomes = await Promise.all([collectInCluster(t.ctx, "test", false), collectInCluster(other.ctx, "test", false)]);
    // Usually ["ran", "taken"]; ["ran", "ran"] when the first was done before the second asked.
    expect(outcomes).toContain("ran");
    expect(problems).toEqual([]);
    const storage = storageFor(t.ctx);
    for (const upload of uploads) {
      expect(await storage.stat(upload.key)).toBeNull();
      const derived: string[] = [];
      for await (const key of storage.list(derivedPrefix(upload.hash))) derived.push(key);
      expect(derived).toEqual([]);
    }
    const rows = await t.ctx.db.kysely.selectFrom("attachment").select("id").where("id", "in", uploads.map((u) => u.id)).execute();
    expect(rows).toEqual([]);
  });

  it("runs the periodic collection in one of the processes per period", async () => {
    const outcomes = await Promise.all([collectInCluster(t.ctx, "interval", true), collectInCluster(other.ctx, "interval", true)]);
    expect(outcomes.sort()).toEqual(["not due", "ran"]);
    expect(await collectInCluster(other.ctx, "interval", true)).toBe("not due");
    expect(problems).toEqual([]);
  });
});
