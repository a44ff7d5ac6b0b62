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
 * number of categories: the category tree, then every bucket's documents in one UNION ALL of per-bucket LIMITs.
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
  const bucketQuery = (categoryIds: number[], bucket: number) =>
    db
      .selectFrom(
        db
          .selectFrom("document")
          .selectAll()
          .select(sql.lit(bucket).as("bucket"))
          .where(live())
          .where("status", "=", DocumentStatus.converted)
          .where("id", "in", (eb) => eb.selectFrom("document_category").select("document_id").where("category_id", "in", categoryIds))
          .orderBy("id", "desc")
          .limit(size)
          .as(`b${bucket}`),
      )
      .selectAll();
  let query = bucketQuery(categories[0].categoryIds, 0);
  for (let bucket = 1; bucket < categories.length; bucket++) query = query.unionAll(bucketQuery(categories[bucket].categoryIds, bucket));
  const [rows, hide] = await Promise.all([query.execute(), counterHider(ctx)]);
  const buckets: HomeBucket[] = categories.map(({ category }) => ({
    category_id: category.id,
    category_cover: category.cover,
    category_name: category.title,
    document: [],
  }));
  // Newest first within each bucket: SQL keeps no order across the parts of a UNION.
  rows.sort((a, b) => Number(b.id) - Number(a.id));
  for (const { bucket, ...row } of rows) {
    const view = hide({ ...toDocumentView(row), cover: `/view/cover/${row.hash}` });
    // pickFields keeps every member of homeFields, so the card holds what DocumentHomeCard requires.
    buckets[Number(bucket)].document.push(pickFields(view, [...homeFields, ...fields], homeFields) as DocumentHomeCard);
  }
  return buckets;
}
