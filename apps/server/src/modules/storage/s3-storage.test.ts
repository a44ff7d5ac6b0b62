import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { startTestS3, type TestS3 } from "../../test/s3-server.js";
import { checkStorageContract } from "../../test/storage-contract.js";
import { uploadDocument, waitFor } from "../../test/upload-helpers.js";
import { documentFileKey } from "./keys.js";
import { S3Storage } from "./s3-storage.js";
import { createStorageFromEnv } from "./storage-config.js";
import { setProcessEnv } from "../../test/process-env.js";

describe(`S3-compatible storage (${testDialect})`, () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.close());

  it("keeps the storage contract against a real S3 protocol server", async () => {
    const storage = createStorageFromEnv("/unused", s3.env);
    expect(storage).toBeInstanceOf(S3Storage);
    await checkStorageContract(storage);
  });

  it("runs uploads, conversion and page serving with every file in the bucket", async () => {
    const restoreEnv = setProcessEnv(s3.env);
    let t: TestServer | undefined;
    try {
      t = await createTestServer({}, { startWorkers: true });
      const admin = await t.adminToken();
      const pdf = makeTextPdf(["Object storage page one with enough text", "Object storage page two with enough text"]);
      const doc = await uploadDocument(t, admin, { filename: "s3.pdf", content: pdf });
      const server = t;
      await waitFor(async () => (await server.ctx.db.kysely.selectFrom("document").select("status").where("id", "=", doc.id).executeTakeFirstOrThrow()).status === 2);
      const storage = createStorageFromEnv("/unused", s3.env);
      expect(await storage.stat(documentFileKey(doc.hash, ".pdf"))).not.toBeNull();
      const keys: string[] = [];
      for await (const key of storage.list(`documents/${doc.hash.slice(0, 5).split("").join("/")}/${doc.hash}/`)) keys.push(key);
      expect(keys.map((k) => k.slice(k.lastIndexOf("/") + 1)).sort()).toEqual(["1.gzip.svg", "2.gzip.svg", "cover.png"]);
      expect(fs.existsSync(path.join(t.dataDir, "storage"))).toBe(false);
      const page = await t.app.inject({ method: "GET", url: `/view/page/${doc.hash}/1.gzip.svg`, headers: { "accept-encoding": "gzip" } });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-encoding"]).toBe("gzip");
      const cover = await t.app.inject({ method: "GET", url: `/view/cover/${doc.hash}` });
      expect(cover.statusCode).toBe(200);
      expect(cover.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    } finally {
      await t?.close();
      restoreEnv();
    }
  });
});
