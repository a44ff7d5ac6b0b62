import { CategoryType, DocumentStatus, type DocumentView } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { withDescendantCategories } from "./category-tree.js";
import { counterHider } from "./counter-visibility.js";
import { toDocumentView } from "./document-view.js";
import { live, pickFields } from "../../db/list-query.js";

export interface HomeBucket {
  category_id: number;
  category_cover: string;
  category_name: string;
  document: DocumentView[];
}

const homeFields = ["id", "title", "ext", "uuid", "pages", "cover"] as const;

/**
 * The home page: one bucket per enabled top-level document category, each with its newest converted documents
 * (`limit` 1..100, default 5): id, title, ext, uuid, pages, cover and the requested fields.
 */
export async function homeDocuments(ctx: AppContext, limit: number, fields: string[]): Promise<HomeBucket[]> {
  const db = ctx.db.kysely;
  const size = limit >= 1 && limit <= 100 ? limit : 5;
  const categories = await db
    .selectFrom("category")
    .select(["id", "title", "cover"])
    .where("type", "=", CategoryType.document)
    .where("parent_id", "=", 0)
    .where("enable", "=", 1)
    .orderBy("sort", "desc")
    .orderBy("id")
    .execute();
  const hide = await counterHider(ctx);
  const buckets: HomeBucket[] = [];
  for (const category of categories) {
    const categoryIds = await withDescendantCategories(db, [Number(category.id)]);
    const rows = await db
      .selectFrom("document")
      .selectAll()
      .where(live())
      .where("status", "=", DocumentStatus.converted)
      .where("id", "in", (eb) => eb.selectFrom("document_category").select("document_id").where("category_id", "in", categoryIds))
      .orderBy("id", "desc")
      .limit(size)
      .execute();
    const document = rows.map((row) => {
      const view = hide({ ...toDocumentView(row), cover: `/view/cover/${row.hash}` });
      return pickFields(view, [...homeFields, ...fields], homeFields);
    });
    buckets.push({ category_id: Number(category.id), category_cover: category.cover, category_name: category.title, document });
  }
  return buckets;
}
