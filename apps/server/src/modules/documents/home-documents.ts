import { CategoryType, documentHomeFields, DocumentStatus, type DocumentHomeCard } from "@wenku/contract";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { counterHider } from "./counter-visibility.js";
import { descendantFinder } from "./category-tree.js";
import { toDocumentView } from "./document-view.js";
import { live, pickFields } from "../../db/list-query.js";

export interface HomeBucket {
  category_id: number;
  category_cover: string;
  category_name: string;
  document: DocumentHomeCard[];
}

const homeFields = documentHomeFields;
/** Categories read in one UNION ALL. */
const PARTS_PER_QUERY = 200;

interface CategoryRow {
  id: number;
  parent_id: number;
  title: string;
  cover: string;
  enable: number;
  sort: number;
}

/** The enabled top-level categories in the home page's order (sort descending, then id), each with its descendants. */
function homeCategories(rows: CategoryRow[]): Array<{ category: CategoryRow; categoryIds: number[] }> {
  const withDescendants = descendantFinder(rows);
  return rows
    .filter((row) => row.parent_id === 0 && row.enable === 1)
    .sort((a, b) => b.sort - a.sort || a.id - b.id)
    .map((category) => ({ category, categoryIds: withDescendants([category.id]) }));
}

/**
 * The home page: one bucket per enabled top-level document category, each with its newest converted documents
 * (`limit` 1..100, default 5): id, title, ext, uuid, pages, cover and the requested fields. Two queries whatever the
 * number of categories up to 200: the category tree, then every bucket's documents in one UNION ALL of per-category
 * LIMITs.
 */
export async function homeDocuments(ctx: AppContext, limit: number, fields: string[]): Promise<HomeBucket[]> {
  const db = ctx.db.kysely;
  const size = limit >= 1 && limit <= 100 ? limit : 5;
  const categoryRows = await db
    .selectFrom("category")
    .select(["id", "parent_id", "title", "cover", "enable", "sort"])
    .where("type", "=", CategoryType.document)
    .execute();
  const categories = homeCategories(
    categoryRows.map((row) => ({ ...row, id: Number(row.id), parent_id: Number(row.parent_id), enable: Number(row.enable), sort: Number(row.sort) })),
  );
  if (categories.length === 0) return [];
  // Per category of each bucket, its newest converted documents read down the category's index of document ids
  // (CROSS JOIN keeps SQLite from starting at the documents instead): a few index entries each, where one query per
  // bucket over all its categories' documents read every document id of the bucket (59 ms at 100,000 documents).
  const part = (categoryId: number, bucket: number) =>
    db
      .selectFrom(
        db
          .selectFrom("document_category as dc")
          .crossJoin("document as d")
          .selectAll("d")
          .select(sql.lit(bucket).as("bucket"))
          .whereRef("d.id", "=", "dc.document_id")
          .where("dc.category_id", "=", categoryId)
          .where(live("d"))
          .where("d.status", "=", DocumentStatus.converted)
          .orderBy("dc.document_id", "desc")
          .limit(size)
          .as(`b${bucket}c${categoryId}`),
      )
      .selectAll();
  const parts = categories.flatMap(({ categoryIds }, bucket) => categoryIds.map((categoryId) => part(categoryId, bucket)));
  // SQLite takes at most 500 terms in one compound SELECT.
  const unions = [];
  for (let first = 0; first < parts.length; first += PARTS_PER_QUERY) {
    const chunk = parts.slice(first, first + PARTS_PER_QUERY);
    unions.push(chunk.slice(1).reduce((union, next) => union.unionAll(next), chunk[0]).execute());
  }
  const [chunks, hide] = await Promise.all([Promise.all(unions), counterHider(ctx)]);
  const rows = chunks.flat();
  const buckets: HomeBucket[] = categories.map(({ category }) => ({
    category_id: category.id,
    category_cover: category.cover,
    category_name: category.title,
    document: [],
  }));
  // Newest first within each bucket (SQL keeps no order across the parts of a UNION), each document once (it may
  // sit in several of the bucket's categories), `size` of them.
  rows.sort((a, b) => Number(b.id) - Number(a.id));
  const placed = new Set<string>();
  const taken = new Map<number, number>();
  const newest = rows.filter(({ bucket, id }) => {
    const key = `${bucket}/${id}`;
    const count = taken.get(Number(bucket)) ?? 0;
    if (placed.has(key) || count >= size) return false;
    placed.add(key);
    taken.set(Number(bucket), count + 1);
    return true;
  });
  for (const { bucket, ...row } of newest) {
    const view = hide({ ...toDocumentView(row), cover: `/view/cover/${row.hash}` });
    // pickFields keeps every member of homeFields, so the card holds what DocumentHomeCard requires.
    buckets[Number(bucket)].document.push(pickFields(view, [...homeFields, ...fields], homeFields) as DocumentHomeCard);
  }
  return buckets;
}
