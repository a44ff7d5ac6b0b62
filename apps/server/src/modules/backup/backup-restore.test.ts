import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.js";
import { realFixturePath, realFixtures } from "../../test/real-fixtures.js";
import { uploadDocument, waitFor } from "../../test/upload-helpers.js";
import { changeCredits } from "../credits/change-credits.js";
import { createMember, insertDocument } from "../documents/document-fixtures.js";
import { storageFor } from "../storage/storage-for.js";
import { createBackup } from "./create-backup.js";
import { rebuildDerived } from "./rebuild-derived.js";
import { openRepository } from "./repository.js";
import { openCipher } from "./repository-cipher.js";
import { postgresS3Place, sqlitePlace, type RestorePlace } from "./restore-fixtures.js";
import { chooseSnapshot, finishRestore, restoreBackup } from "./restore-backup.js";
import { listSnapshots, type Manifest } from "./snapshot-layout.js";
import { verifyBackup } from "./verify-backup.js";
import { setProcessEnv } from "../../test/process-env.js";
import { commentCreateBodySchema } from "@wenku/contract";
import { createComment } from "../comments/create-comment.js";
import { actorFor } from "../session/actor.js";
import { ask, newTopic, readStream, TEST_API_KEY } from "../../test/chat-fixture.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";

const onPostgres = Boolean(process.env.WENKU_TEST_PG);
const readBytes = async (stream: NodeJS.ReadableStream | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Runs `use` with the process environment extended (the restored server's storage is read from it). */
async function withEnv<T>(env: Record<string, string>, use: () => Promise<T>): Promise<T> {
  const restoreEnv = setProcessEnv(env);
  try {
    return await use();
  } finally {
    restoreEnv();
  }
}

async function backUp(site: { env: Record<string, string | undefined>; storage: ReturnType<typeof storageFor> }, repositoryDir: string, passphrase?: string): Promise<Manifest> {
  const repository = openRepository(repositoryDir);
  const cipher = await openCipher(repository, passphrase, true);
  return createBackup({ database: { databaseUrl: site.env.DATABASE_URL, dataDir: site.env.WENKU_DATA_DIR ?? "" }, site: site.storage }, repository, cipher);
}

async function restoreInto(place: RestorePlace, repositoryDir: string, passphrase?: string): Promise<Manifest> {
  const repository = openRepository(repositoryDir);
  const cipher = await openCipher(repository, passphrase, false);
  const db = place.db();
  try {
    return await restoreBackup({ db, site: place.site() }, repository, cipher, {});
  } finally {
    await db.close();
  }
}

describe(`backup and restore: SQLite + local files → ${onPostgres ? "PostgreSQL + S3 and back" : "SQLite + local files"}`, () => {
  let source: TestServer;
  let member: { username: string; password: string };
  let documentId: number;
  let documentHash: string;
  let found: number[];
  let ai: OpenAiTestServer;
  let topicId: number;
  let memberOrders: unknown;
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-backup-test-"));
  const sourceDb = path.join(temp, "source.db");
  const sourceEnv = () => ({ DATABASE_URL: `sqlite:${sourceDb}`, WENKU_DATA_DIR: source.dataDir });
  const places: RestorePlace[] = [];

  beforeAll(async () => {
    source = await createTestServer({ databaseUrl: `sqlite:${sourceDb}` }, { startWorkers: true });
    const admin = await source.adminToken();
    await source.setSettings([["security", "comment_interval", "0"], ["security", "enable_captcha_comment", "false"]]);
    const registered = await source.registerMember();
    member = registered;
    expect((await source.request("POST", "/api/v1/order/system/recharge", { token: admin, body: { user_id: registered.id, credit: 25 } })).status).toBe(200);
    const uploaded = await uploadDocument(source, admin, {
      filename: realFixtures.chineseManPagesTxt,
      content: fs.readFileSync(realFixturePath(realFixtures.chineseManPagesTxt)),
    });
    documentId = uploaded.id;
    documentHash = uploaded.hash;
    await waitFor(async () => {
      const doc = await source.ctx.db.kysely.selectFrom("document").select("status").where("id", "=", documentId).executeTakeFirstOrThrow();
      return doc.status === 2;
    }, 120_000);
    expect((await source.request("POST", "/api/v1/article", { token: registered.token, body: { title: "备份说明 <&\"'>", content: "# 标题\n\n`a < b && c`" } })).status).toBe(200);
    await waitFor(async () => {
      const hits = await source.request("GET", "/api/v1/search", { query: { wd: "压缩" } });
      return hits.body.document?.length > 0 ? (found = hits.body.document.map((d: { id: number }) => d.id)) : undefined;
    }, 60_000);
    memberOrders = (await source.request("GET", "/api/v1/user/order", { token: registered.token })).body;
    expect(JSON.stringify(memberOrders)).toContain("25");
    // A chat whose answer cites a page of the real document: after the move, the citation must still open that page.
    ai = await startOpenAiServer({ apiKey: TEST_API_KEY });
    const model = await source.request("POST", "/api/v1/llm", {
      token: admin,
      body: { title: "测试模型", provider: "custom", base_url: ai.baseUrl, api_key: TEST_API_KEY, model: "wenku-test", context_size: 32000 },
    });
    expect(model.status, model.raw).toBe(200);
    await source.setSettings([["llm", "enable", "true"], ["llm", "default_quota", "10"]]);
    topicId = (await newTopic(source, registered.token)).id;
    ai.script({ kind: "answer", content: "用 gzip 压缩文件[^1]。" });
    const asked = await ask(source, registered.token, topicId, "怎么压缩文件？");
    expect(asked.status, asked.raw).toBe(200);
    const stream = await readStream(source, registered.token, asked.body.answer.id);
    expect(stream.lines.at(-1)).toMatchObject({ type: "end", status: 2 });
  });

  afterAll(async () => {
    await source?.close();
    await ai?.close();
    for (const place of places) await place.close();
    fs.rmSync(temp, { recursive: true, force: true });
  });

  /** The member's cited page, opened through the restored site's own signed page URL, is the source's page byte for byte. */
  async function expectCitationOpensItsPage(target: TestServer, memberToken: string) {
    const messages = await target.request("GET", "/api/v1/chat/message/list", { token: memberToken, query: { topic_id: topicId } });
    const cited = messages.body.message.flatMap((m: { references: Array<{ document_id: number; page: number }> }) => m.references);
    expect(cited.length).toBeGreaterThan(0);
    const { document_id: citedId, page } = cited[0];
    expect(citedId).toBe(documentId);
    const pageBytes = async (site: TestServer) => {
      const pages = await site.request("GET", "/api/v1/document/pages", { query: { id: citedId, from: page, size: 1 } });
      const url = pages.body.page.find((p: { page: number }) => p.page === page)?.url as string;
      const image = await site.app.inject({ method: "GET", url });
      expect(image.statusCode).toBe(200);
      return image.rawPayload;
    };
    expect((await pageBytes(target)).equals(await pageBytes(source))).toBe(true);
  }

  /** A restored site, started on its place: verify passes, and a member finds everything as it was on the source. */
  async function expectWorkingSite(place: RestorePlace, repositoryDir: string, restored: Manifest, manifest: Manifest) {
    const target = await withEnv(place.env, () => createTestServer(place.serverEnv));
    try {
      await withEnv(place.env, async () => {
        await rebuildDerived(target.ctx);
        await finishRestore({ db: target.ctx.db, site: storageFor(target.ctx) }, restored);
        const repository = openRepository(repositoryDir);
        expect(await verifyBackup({ db: target.ctx.db, site: storageFor(target.ctx) }, repository, await openCipher(repository, undefined, false), manifest)).toEqual([]);
        expect(storageFor(target.ctx).kind).toBe(place.env.WENKU_STORAGE === "local" ? "local" : "s3");
        const pages = await target.ctx.db.kysely.selectFrom("document_page").select(["page", "format"]).where("hash", "=", documentHash).execute();
        expect(pages.length).toBeGreaterThan(0);
        const keys = [];
        for await (const key of storageFor(source.ctx).list(`documents/${documentHash.slice(0, 5).split("").join("/")}/${documentHash}/`)) keys.push(key);
        expect(keys.length).toBeGreaterThanOrEqual(pages.length);
        for (const key of keys) expect((await readBytes(await storageFor(target.ctx).read(key))).equals(await readBytes(await storageFor(source.ctx).read(key)))).toBe(true);
        const hits = await target.request("GET", "/api/v1/search", { query: { wd: "压缩" } });
        expect(hits.body.document.map((d: { id: number }) => d.id)).toEqual(found);
        const memberToken = await target.login(member.username, member.password);
        expect((await target.request("GET", "/api/v1/user/order", { token: memberToken })).body).toEqual(memberOrders);
        await expectCitationOpensItsPage(target, memberToken);
        const next = await target.request("POST", "/api/v1/comment", { token: memberToken, body: { document_id: documentId, content: "恢复后的评论" } });
        expect(next.status).toBe(200);
      });
    } finally {
      await target.close();
    }
  }

  it("takes a consistent backup while a writer keeps adding rows, restores it elsewhere, and the restored site works as before", async () => {
    const repositoryDir = path.join(temp, "repository");
    let writing = true;
    let written = 0;
    const owner = await createMember(source.ctx);
    const writer = (async () => {
      while (writing) {
        // A balance and its ledger row change in one transaction: verify finds any snapshot that caught half of one.
        await source.ctx.db.kysely.transaction().execute((trx) => changeCredits(trx, { userId: owner.id, delta: 1, reason: "admin", remark: `写入中 ${written} <&>` }));
        await insertDocument(source.ctx, { userId: owner.id, title: `写入中 ${written}` });
        // Through the comment service (the API's rate limit would refuse a writer this quick).
        const user = await source.ctx.db.kysely.selectFrom("user").selectAll().where("id", "=", owner.id).executeTakeFirstOrThrow();
        await createComment(source.ctx, actorFor(source.ctx, user), commentCreateBodySchema.parse({ document_id: documentId, content: `备份中的评论 ${written} <&>` }), "127.0.0.1");
        written++;
      }
    })();
    const manifest = await backUp({ env: sourceEnv(), storage: storageFor(source.ctx) }, repositoryDir);
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    // Rows written during the backup (ledger rows, uploads, comments) are in it or not, whole: the snapshot's counts
    // are one moment's.
    expect(manifest.tables.credit_ledger.rows).toBeGreaterThan(0);
    expect(manifest.tables.document.rows).toBeGreaterThanOrEqual(1);
    expect(fs.statSync(repositoryDir).mode & 0o077).toBe(0);
    expect(manifest.files.count).toBeGreaterThan(2);

    const place = onPostgres ? await postgresS3Place() : sqlitePlace();
    places.push(place);
    const restored = await restoreInto(place, repositoryDir);
    expect(restored.id).toBe(manifest.id);
    await expectWorkingSite(place, repositoryDir, restored, manifest);

    if (!onPostgres) return;
    // And back: the PostgreSQL + S3 site into SQLite + local files.
    const backDir = path.join(temp, "repository-back");
    const back = await withEnv(place.env, async () => {
      const db = place.db();
      try {
        const database = { databaseUrl: place.env.DATABASE_URL, dataDir: place.env.WENKU_DATA_DIR };
        return await createBackup({ database, site: place.site() }, openRepository(backDir), await openCipher(openRepository(backDir), undefined, true));
      } finally {
        await db.close();
      }
    });
    expect(back.dialect).toBe("postgres");
    const home = sqlitePlace();
    places.push(home);
    // The site the way back gives works as the first one did.
    await expectWorkingSite(home, backDir, await restoreInto(home, backDir), back);
  });

  it("stores an unchanged file once: a second backup of an unchanged site writes only its database part", async () => {
    const repositoryDir = path.join(temp, "repository-twice");
    // A site of its own with no workers, so nothing changes between the two backups.
    const quietDb = path.join(temp, "quiet.db");
    const quiet = await createTestServer({ databaseUrl: `sqlite:${quietDb}` });
    const owner = await createMember(quiet.ctx);
    for (const title of ["甲", "乙", "丙"]) await insertDocument(quiet.ctx, { userId: owner.id, title, pages: 2 });
    const site = { env: { DATABASE_URL: `sqlite:${quietDb}`, WENKU_DATA_DIR: quiet.dataDir }, storage: storageFor(quiet.ctx) };
    const first = await backUp(site, repositoryDir, "a passphrase of the test");
    const objects = () => ["objects", "packs"].flatMap((dir) => (fs.existsSync(path.join(repositoryDir, dir)) ? fs.readdirSync(path.join(repositoryDir, dir), { recursive: true, encoding: "utf8" }) : [])).length;
    const before = objects();
    const second = await backUp(site, repositoryDir, "a passphrase of the test");
    expect(objects()).toBe(before);
    expect(second.files.count).toBe(first.files.count);
    expect(second.encrypted).toBe(true);
    expect(await listSnapshots(openRepository(repositoryDir))).toEqual([first.id, second.id]);
    await expect(openCipher(openRepository(repositoryDir), "a wrong passphrase", false)).rejects.toThrow("口令错误");
    await expect(openCipher(openRepository(repositoryDir), undefined, false)).rejects.toThrow("需要 --passphrase-file");
    // Encrypted objects hold nothing of the plain text.
    const sample = fs.readFileSync(path.join(repositoryDir, "snapshots", second.id, "tables", "user.ndjson.gz"));
    expect(sample.subarray(0, 21).toString("latin1")).toBe("age-encryption.org/v1");
    expect((await chooseSnapshot(openRepository(repositoryDir), undefined)).id).toBe(second.id);
    await quiet.close();
  });

  it("refuses to restore over a site unless told --force", async () => {
    const place = sqlitePlace();
    places.push(place);
    const repositoryDir = path.join(temp, "repository-force");
    await backUp({ env: sourceEnv(), storage: storageFor(source.ctx) }, repositoryDir);
    await restoreInto(place, repositoryDir);
    const repository = openRepository(repositoryDir);
    const cipher = await openCipher(repository, undefined, false);
    const db = place.db();
    try {
      // A finished restore counts as a site: restoring again needs the operator's word.
      await db.kysely.deleteFrom("restore_state" as never).execute();
      await expect(restoreBackup({ db, site: place.site() }, repository, cipher, {})).rejects.toThrow("--force");
      await expect(restoreBackup({ db, site: place.site() }, repository, cipher, { force: true })).resolves.toMatchObject({ format: 1 });
    } finally {
      await db.close();
    }
  });
});
