import { ArticleStatus, CategoryType, DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import "../articles/tables.js";
import "../documents/tables.js";

/** One URL of the sitemap: a path on the site and when its page last changed. */
export interface SitemapUrl {
  path: string;
  lastmod: string;
}

/** A kind of page listed in the sitemap, read in id order a batch at a time (keyset), so memory stays bounded. */
export interface SitemapSource {
  /** Files are named <name>-<n>.xml. */
  name: string;
  batches(ctx: AppContext, batchSize: number): AsyncIterable<SitemapUrl[]>;
}

type Batch<R> = (ctx: AppContext, afterId: number, limit: number) => Promise<Array<R & { id: number }>>;

async function* keyset<R>(ctx: AppContext, batchSize: number, read: Batch<R>, toUrl: (row: R) => SitemapUrl): AsyncIterable<SitemapUrl[]> {
  let afterId = 0;
  for (;;) {
    const rows = await read(ctx, afterId, batchSize);
    if (rows.length === 0) return;
    yield rows.map(toUrl);
    if (rows.length < batchSize) return;
    afterId = Number(rows[rows.length - 1]!.id);
  }
}

/** Converted documents neither deleted nor held back (pending review, rejected, disabled): /document/<uuid>. */
const documents: SitemapSource = {
  name: "documents",
  batches: (ctx, batchSize) =>
    keyset(
      ctx,
      batchSize,
      (c, afterId, limit) =>
        c.db.kysely
          .selectFrom("document")
          .select(["id", "uuid", "updated_at"])
          .where("id", ">", afterId)
          .where("status", "=", DocumentStatus.converted)
          .where("deleted_at", "is", null)
          .orderBy("id")
          .limit(limit)
          .execute(),
      (row) => ({ path: `/document/${encodeURIComponent(row.uuid)}`, lastmod: row.updated_at }),
    ),
};

/** Published articles outside the recycle bin: /article/<identifier>. */
const articles: SitemapSource = {
  name: "articles",
  batches: (ctx, batchSize) =>
    keyset(
      ctx,
      batchSize,
      (c, afterId, limit) =>
        c.db.kysely
          .selectFrom("article")
          .select(["id", "identifier", "updated_at"])
          .where("id", ">", afterId)
          .where("status", "=", ArticleStatus.published)
          .where("deleted_at", "is", null)
          .orderBy("id")
          .limit(limit)
          .execute(),
      (row) => ({ path: `/article/${encodeURIComponent(row.identifier)}`, lastmod: row.updated_at }),
    ),
};

/** Enabled categories: /category/<id> for documents, /article?category_id=<id> for articles. */
const categories: SitemapSource = {
  name: "categories",
  batches: (ctx, batchSize) =>
    keyset(
      ctx,
      batchSize,
      (c, afterId, limit) =>
        c.db.kysely
          .selectFrom("category")
          .select(["id", "type", "updated_at"])
          .where("id", ">", afterId)
          .where("enable", "=", 1)
          .where("type", "in", [CategoryType.document, CategoryType.article])
          .orderBy("id")
          .limit(limit)
          .execute(),
      (row) => ({
        path: Number(row.type) === CategoryType.article ? `/article?category_id=${row.id}` : `/category/${row.id}`,
        lastmod: row.updated_at,
      }),
    ),
};

export const sitemapSources: SitemapSource[] = [documents, articles, categories];
