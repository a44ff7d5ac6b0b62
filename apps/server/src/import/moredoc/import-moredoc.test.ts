import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DocumentStatus } from "@wenku/contract";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { checkImport } from "./check-import.js";
import { createMoredocSite, type MoredocSiteDocument, type MoredocSiteSummary } from "./fixture/create-moredoc-site.js";
import { mariadbInstalled, startMariadbTestServer, type MariadbTestServer } from "./fixture/mariadb-test-server.js";
import { importMoredoc } from "./import-moredoc.js";
import { uuidOf } from "./map-documents.js";
import { svgOfGzip } from "./page-files.js";
import type { ImportReport } from "./report.js";
import { MoredocSource } from "./source.js";

const installed = mariadbInstalled();
/** Where the search rebuild would draw its progress: nowhere, in tests. */
const quiet = { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream;
if (!installed) console.warn("import-moredoc.test.ts skipped: mariadbd is not installed (apt-get install mariadb-server)");

/** Rows of every table of ours but the derived ones (search index, sitemap) and the secrets made at each start. */
async function rowCounts(t: TestServer): Promise<Record<string, number>> {
  const tables = (await t.ctx.db.kysely.introspection.getTables()).map((table) => table.name);
  const counts: Record<string, number> = {};
  for (const table of tables.filter((name) => !/^(search_|sitemap|sqlite_|kysely_|app_secret|captcha)/.test(name)).sort()) {
    counts[table] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.ctx.db.kysely)).rows[0].n);
  }
  return counts;
}

let mariadb: MariadbTestServer;

beforeAll(async () => {
  if (installed) mariadb = await startMariadbTestServer();
}, 60_000);

afterAll(async () => {
  await mariadb?.stop();
});

describe.skipIf(!installed)(`import of a MOREDOC 3.2 site (${testDialect})`, () => {
  let filesDir: string;
  let site: MoredocSiteSummary;
  let t: TestServer;
  let partial: ImportReport;
  let report: ImportReport;

  const run = (options: { stopAfter?: number } = {}) => importMoredoc(t.ctx, { dsn: mariadb.dsn, filesDir, sourceTimezone: "+08:00", out: quiet, ...options });

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), "moredoc-files-"));
    // 10: with 8 the last document is both the one with a broken page and the one sharing document 1's file.
    site = await createMoredocSite({ dsn: mariadb.dsn, filesDir, documents: 10 });
    t = await createTestServer();
    partial = await run({ stopAfter: 4 });
    report = await run();
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it("stops after the steps asked and continues where it stopped", () => {
    expect(partial.stoppedEarly).toBe(true);
    expect(partial.steps.find((step) => step.step === "user")?.done).toBe(true);
    expect(partial.steps.find((step) => step.step === "document")).toMatchObject({ imported: 0, done: false });
    expect(report.stoppedEarly).toBe(false);
    expect(report.steps.every((step) => step.done)).toBe(true);
  });

  it("accounts for every source row: imported, or left out with a reason", async () => {
    for (const step of report.steps) {
      expect({ step: step.step, accounted: step.imported + step.skipped }).toEqual({ step: step.step, accounted: step.source });
      const reasons = [...step.skipReasons.values()].reduce((sum, n) => sum + n, 0);
      expect({ step: step.step, reasons }).toEqual({ step: step.step, reasons: step.skipped });
    }
    const user = report.steps.find((step) => step.step === "user")!;
    expect(user.imported).toBe(site.users.length);
    expect(report.steps.find((step) => step.step === "document")!.imported).toBe(site.counts.mnt_document);
    expect(report.unknownTables).toEqual([]);
    for (const pro of ["order", "user_vip", "sms", "user_oauth", "spider_url", "spider_document"]) {
      expect({ pro, imported: report.steps.find((step) => step.step === pro)?.imported }).toEqual({ pro, imported: site.counts[`mnt_${pro}`] });
    }
    const source = await MoredocSource.open(mariadb.dsn);
    try {
      const check = await checkImport(t.ctx, source, filesDir, 10);
      expect(check.differences).toEqual([]);
    } finally {
      await source.close();
    }
  });

  it("opens the credit ledger with each balance, and the balances sum to MOREDOC's", async () => {
    const db = t.ctx.db.kysely;
    const users = await db.selectFrom("user").select(["id", "credit_count"]).execute();
    const ledger = await db.selectFrom("credit_ledger").select(["user_id", "delta", "balance_after"]).execute();
    for (const user of users) {
      const entries = ledger.filter((entry) => Number(entry.user_id) === Number(user.id));
      expect(entries.reduce((sum, entry) => sum + Number(entry.delta), 0)).toBe(Number(user.credit_count));
    }
    expect(users.reduce((sum, user) => sum + Number(user.credit_count), 0)).toBe(site.creditTotal);
    // New rows get ids after the imported ones (PostgreSQL's sequences were moved past them).
    const time = new Date().toISOString();
    const added = await db.insertInto("category").values({ title: "导入后新建", created_at: time, updated_at: time }).returning("id").executeTakeFirstOrThrow();
    expect(Number(added.id)).toBeGreaterThan(site.counts.mnt_category);
  });

  it("signs a MOREDOC user in with the old password, then keeps an argon2id hash", async () => {
    const member = site.users.find((user) => !user.barred && user.username !== "admin")!;
    await t.setSettings([["security", "enable_captcha_login", "false"]]);
    const res = await t.request("POST", "/api/v1/user/login", { body: { username: member.username, password: `${member.password}x` } });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: "用户名或密码错误" });
    await t.login(member.username, member.password);
    const row = await t.ctx.db.kysely.selectFrom("user").select("password_hash").where("id", "=", member.id).executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith("$argon2id$")).toBe(true);
    await t.login(member.username, member.password);
  });

  it("serves a document at its old uuid with MOREDOC's page images", async () => {
    const token = await t.login("admin", site.users.find((user) => user.username === "admin")!.password);
    const pagesOf = async (doc: MoredocSiteDocument) => {
      const opened = await t.request("GET", "/api/v1/document", { token, query: { uuid: doc.uuid } });
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ id: doc.id, uuid: doc.uuid, status: DocumentStatus.converted });
      const list = await t.request("GET", "/api/v1/document/pages", { token, query: { id: doc.id } });
      expect(list.status).toBe(200);
      return list.body as { page: Array<{ page: number; url: string }> };
    };
    for (const doc of Object.values(site.documentsByKind)) {
      const list = await pagesOf(doc);
      expect(list.page.length).toBeGreaterThanOrEqual(Math.min(doc.preview, 1));
      for (const page of list.page.slice(0, doc.preview)) {
        const served = await t.app.inject({ method: "GET", url: page.url, headers: { authorization: `Bearer ${token}` } });
        expect(served.statusCode).toBe(200);
        const original = await readFile(join(filesDir, doc.pageFiles[page.page - 1]));
        if (doc.kind === "gzip-svg") expect(served.rawPayload.toString("utf8")).toBe(svgOfGzip(original));
        else if (doc.kind === "png") expect((await sharp(served.rawPayload).metadata()).width).toBe((await sharp(original).metadata()).width);
        else expect(Buffer.compare(served.rawPayload, original)).toBe(0);
      }
    }
    const broken = await t.ctx.db.kysely.selectFrom("document").select("status").where("id", "=", site.specialDocuments.brokenPreview.id).executeTakeFirstOrThrow();
    expect(broken.status).toBe(DocumentStatus.reconvert);
  });

  it("opens an article at its old identifier", async () => {
    const res = await t.request("GET", "/api/v1/article", { query: { identifier: site.article.identifier } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ identifier: site.article.identifier, title: site.article.title });
  });

  it("changes nothing when run again", async () => {
    const before = await rowCounts(t);
    const again = await run();
    expect(again.files.copied).toBe(0);
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe.skipIf(!installed)(`import of a MOREDOC 2.0 site (${testDialect})`, () => {
  let filesDir: string;
  let site: MoredocSiteSummary;
  let t: TestServer;
  let report: ImportReport;
  let dsn: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), "moredoc-2-files-"));
    dsn = mariadb.dsn.replace(/\/moredoc$/, "/moredoc_200");
    site = await createMoredocSite({ dsn, filesDir, documents: 10, schemaVersion: "2.0.0", pro: false });
    t = await createTestServer();
    report = await importMoredoc(t.ctx, { dsn, filesDir, out: quiet });
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it("imports the older columns: every row accounted, documents under a uuid made from their id", async () => {
    for (const step of report.steps) expect({ step: step.step, accounted: step.imported + step.skipped }).toEqual({ step: step.step, accounted: step.source });
    const source = await MoredocSource.open(dsn);
    try {
      expect((await checkImport(t.ctx, source, filesDir, 5)).differences).toEqual([]);
    } finally {
      await source.close();
    }
    const opened = await t.request("GET", "/api/v1/document", { query: { uuid: uuidOf({ id: site.document.id }) } });
    expect(opened.body).toMatchObject({ id: site.document.id, status: DocumentStatus.converted });
    const articles = await t.ctx.db.kysely.selectFrom("article").select(["status", "user_id"]).where("id", "<=", site.counts.mnt_article).execute();
    expect(articles.every((article) => article.status === 1)).toBe(true);
  });
});
