import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { categoryMessages } from "./category-view.js";
import { withDescendants } from "./tree-ids.js";

/** Deletes categories with their subcategories, refusing while any of them still holds documents. */
export async function deleteCategories(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const links = await trx.selectFrom("category").select(["id", "parent_id", "doc_count"]).execute();
    const doomed = withDescendants(links, ids).filter((id) => links.some((link) => Number(link.id) === id));
    if (doomed.length === 0) return;
    const counted = links.some((link) => doomed.includes(Number(link.id)) && Number(link.doc_count) > 0);
    const linked = await trx.selectFrom("document_category").select("document_id").where("category_id", "in", doomed).executeTakeFirst();
    if (counted || linked) throw badRequest(categoryMessages.hasDocuments);
    await trx.deleteFrom("category").where("id", "in", doomed).execute();
  });
}
