import { ArticleStatus, CategoryType, DocumentStatus } from "@wenku/contract";
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { live } from "../../db/list-query.js";
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

/** The rows a source lists, without order or paging: those are added by keysetSource. */
type Listed<R> = (db: Kysely<Database>) => SelectQueryBuilder<Database, KeyedTable, R & { id: number }>;
type KeyedTable = "document" | "article" | "category";

/** A source that reads its rows in id order, `batchSize` rows after the last id read, until a short batch. */
function keysetSource<R>(name: string, listed: Listed<R>, toUrl: (row: R) => SitemapUrl): SitemapSource {
  return {
    name,
    async *batches(ctx, batchSize) {
      let afterId = 0;
      for (;;) {
        const rows = await listed(ctx.db.kysely).where("id", ">", afterId).orderBy("id").limit(batchSize).execute();
        if (rows.length === 0) return;
        yield rows.map(toUrl);
        if (rows.length < batchSize) return;
        afterId = Number(rows[rows.length - 1].id);
      }
    },
  };
}

/** Converted documents neither deleted nor held back (pending review, rejected, disabled): /document/<uuid>. */
const documents = keysetSource(
  "documents",
  (db) =>
    db
      .selectFrom("document")
      .select(["id", "uuid", "updated_at"])
      .where("status", "=", DocumentStatus.converted)
      .where(live()),
  (row) => ({ path: `/document/${encodeURIComponent(row.uuid)}`, lastmod: row.updated_at }),
);

/** Published articles outside the recycle bin: /article/<identifier>. */
const articles = keysetSource(
  "articles",
  (db) =>
    db
      .selectFrom("article")
      .select(["id", "identifier", "updated_at"])
      .where("status", "=", ArticleStatus.published)
      .where(live()),
  (row) => ({ path: `/article/${encodeURIComponent(row.identifier)}`, lastmod: row.updated_at }),
);

/** Enabled categories: /category/<id> for documents, /article?category_id=<id> for articles. */
const categories = keysetSource(
  "categories",
  (db) =>
    db
      .selectFrom("category")
      .select(["id", "type", "updated_at"])
      .where("enable", "=", 1)
      .where("type", "in", [CategoryType.document, CategoryType.article]),
  (row) => ({
    path: Number(row.type) === CategoryType.article ? `/article?category_id=${row.id}` : `/category/${row.id}`,
    lastmod: row.updated_at,
  }),
);

export const sitemapSources: SitemapSource[] = [documents, articles, categories];
