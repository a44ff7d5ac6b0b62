/**
 * Writes bench:api's sitemap library into a fresh data folder (first argument) with bulk inserts: `count` (second
 * argument) public converted documents, each with its attachment row and a category, interleaved with documents
 * the sitemap must never list (every other status, and converted ones in the recycle bin); published, pending,
 * rejected and binned articles; enabled and disabled categories of both kinds. Sets system.domain. Prints the
 * public items (what it wrote, plus the single pages the migrations seed) and the hidden ones written as
 * `{"public": {documents, articles, categories}, "hidden": {…}, "seconds"}` on its last line. bench:api's seed
 * process (seed-document.ts) calls writeSitemapLibrary instead, saving a process start.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createServer, silentLogger } from "../../apps/server/dist/bootstrap.js";
import type { AppContext } from "../../apps/server/dist/context.js";
import { documentFileKey, pathOfKey } from "../../apps/server/dist/modules/storage/keys.js";
import "../../apps/server/dist/modules/articles/tables.js";
import "../../apps/server/dist/modules/upload/tables.js";

export const sitemapBenchDomain = "https://wenku.example.com";

type Db = AppContext["db"]["kysely"];

const hiddenDocumentStatuses = [0, 1, 3, 4, 5, 6, 7];
const hiddenPerKind = 100;
const publishedArticles = 2_000;
const hiddenArticlesPerKind = 100;
const rowsPerInsert = 1_000;
const epoch = Date.UTC(2021, 0, 1);

const at = (minutes: number) => new Date(epoch + minutes * 60_000).toISOString();

async function nextId(db: Db, table: "attachment" | "document" | "article"): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max("id").as("max")).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

async function insertCategories(db: Db, type: number, enabled: number, disabled: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < enabled + disabled; i++) {
    const row = await db
      .insertInto("category")
      .values({ title: `分类 ${type}-${i}`, type, enable: i < enabled ? 1 : 0, created_at: at(i), updated_at: at(i) })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (i < enabled) ids.push(Number(row.id));
  }
  return ids;
}

/** The status and deletion of the n-th document row: hidden ones spread evenly through the public ones. */
function documentKinds(publicCount: number): Array<{ status: number; deleted: boolean }> {
  const hidden = [...hiddenDocumentStatuses.map((status) => ({ status, deleted: false })), { status: 2, deleted: true }].flatMap((kind) =>
    Array.from({ length: hiddenPerKind }, () => kind),
  );
  const kinds: Array<{ status: number; deleted: boolean }> = [];
  const every = Math.max(1, Math.floor(publicCount / hidden.length));
  for (let n = 0; n < publicCount; n++) {
    kinds.push({ status: 2, deleted: false });
    if (n % every === every - 1 && hidden.length > 0) kinds.push(hidden.pop()!);
  }
  kinds.push(...hidden);
  return kinds;
}

async function insertDocuments(db: Db, userId: number, categoryIds: number[], publicCount: number): Promise<number> {
  const kinds = documentKinds(publicCount);
  const firstAttachment = await nextId(db, "attachment");
  const firstDocument = await nextId(db, "document");
  for (let start = 0; start < kinds.length; start += rowsPerInsert) {
    const slice = kinds.slice(start, start + rowsPerInsert).map((kind, offset) => {
      const n = start + offset;
      const hash = crypto.createHash("md5").update(`bench-sitemap-${n}`).digest("hex");
      const time = at(n);
      return { n, kind, hash, time, size: 100_000 + (n % 9_000), title: `基准文档 ${n}`, attachmentId: firstAttachment + n, documentId: firstDocument + n };
    });
    await db
      .insertInto("attachment")
      .values(slice.map((d) => ({
        id: d.attachmentId, hash: d.hash, user_id: userId, type: 2, type_id: d.documentId, path: pathOfKey(documentFileKey(d.hash, ".pdf")),
        name: `${d.title}.pdf`, size: d.size, ext: ".pdf", created_at: d.time, updated_at: d.time,
      })))
      .execute();
    await db
      .insertInto("document")
      .values(slice.map((d) => ({
        id: d.documentId, uuid: crypto.randomBytes(8).toString("hex"), title: d.title, user_id: userId, attachment_id: d.attachmentId, hash: d.hash,
        pages: 3, preview: 3, width: 800, height: 1131, status: d.kind.status, size: d.size, ext: ".pdf", preview_ext: ".webp", language: "zh-CN",
        deleted_at: d.kind.deleted ? d.time : null, deleted_user_id: d.kind.deleted ? userId : 0, created_at: d.time, updated_at: d.time,
      })))
      .execute();
    await db
      .insertInto("document_category")
      .values(slice.map((d) => ({ document_id: d.documentId, category_id: categoryIds[d.n % categoryIds.length] })))
      .execute();
  }
  return kinds.length - publicCount;
}

async function insertArticles(db: Db, userId: number, categoryIds: number[]): Promise<number> {
  const kinds = [
    ...Array.from({ length: publishedArticles }, () => ({ status: 1, deleted: false })),
    ...[0, 2].flatMap((status) => Array.from({ length: hiddenArticlesPerKind }, () => ({ status, deleted: false }))),
    ...Array.from({ length: hiddenArticlesPerKind }, () => ({ status: 1, deleted: true })),
  ];
  const first = await nextId(db, "article");
  for (let start = 0; start < kinds.length; start += rowsPerInsert) {
    const slice = kinds.slice(start, start + rowsPerInsert).map((kind, offset) => ({ kind, n: start + offset, id: first + start + offset }));
    await db
      .insertInto("article")
      .values(slice.map(({ kind, n, id }) => ({
        id, identifier: `bench-article-${n}`, user_id: userId, title: `基准文章 ${n}`, markdown: `正文 ${n}`, content: `<p>正文 ${n}</p>`,
        status: kind.status, deleted_at: kind.deleted ? at(n) : null, deleted_user_id: kind.deleted ? userId : 0, created_at: at(n), updated_at: at(n),
      })))
      .execute();
    await db
      .insertInto("article_category")
      .values(slice.map(({ n, id }) => ({ article_id: id, category_id: categoryIds[n % categoryIds.length] })))
      .execute();
  }
  return kinds.length - publishedArticles;
}

export async function writeSitemapLibrary(dataDir: string, publicDocuments: number) {
  const started = performance.now();
  const adminPassword = crypto.randomBytes(12).toString("base64url");
  const server = await createServer({ dataDir, databaseUrl: undefined, adminPassword }, { log: silentLogger, web: false, startWorkers: false });
  try {
    const { ctx } = server;
    await ctx.settings.save([{ category: "system", name: "domain", value: `${sitemapBenchDomain}/` }]);
    const admin = await ctx.db.kysely.selectFrom("user").select("id").where("username", "=", "admin").executeTakeFirstOrThrow();
    const userId = Number(admin.id);
    // The single pages (about, agreement, …) the migrations create are published articles too.
    const seededPages = await ctx.db.kysely
      .selectFrom("article")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", 1)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    const counts = await ctx.db.kysely.transaction().execute(async (trx) => {
      const documentCategories = await insertCategories(trx, 0, 20, 2);
      const articleCategories = await insertCategories(trx, 1, 5, 1);
      const hiddenDocuments = await insertDocuments(trx, userId, documentCategories, publicDocuments);
      const hiddenArticles = await insertArticles(trx, userId, articleCategories);
      return {
        public: { documents: publicDocuments, articles: Number(seededPages.n) + publishedArticles, categories: documentCategories.length + articleCategories.length },
        hidden: { documents: hiddenDocuments, articles: hiddenArticles, categories: 3 },
      };
    });
    return { ...counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await server.close();
  }
}

export type WrittenSitemapLibrary = Awaited<ReturnType<typeof writeSitemapLibrary>>;

// Run as a script (bench:load's crawler library), not imported.
if (process.argv[1] !== undefined && fs.realpathSync(process.argv[1]) === import.meta.filename) {
  console.log(JSON.stringify(await writeSitemapLibrary(process.argv[2], Number(process.argv[3]))));
  process.exit(0);
}
