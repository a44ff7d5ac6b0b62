import type { categoryUpdateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest, notFound } from "../../http/errors.js";
import { categoryMessages } from "./category-view.js";
import { checkCategoryPlacement } from "./check-category-placement.js";

/** Changes the given fields of one category, keeping the tree rules; a category with children keeps its type. */
export async function updateCategory(ctx: AppContext, input: z.output<typeof categoryUpdateSchema>): Promise<void> {
  const { id, enable, show_description, ...rest } = input;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("category").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) throw notFound(categoryMessages.notFound);
    const type = rest.type ?? Number(current.type);
    if (type !== Number(current.type)) {
      const child = await trx.selectFrom("category").select("id").where("parent_id", "=", id).executeTakeFirst();
      if (child) throw badRequest(categoryMessages.typeChangeWithChildren);
    }
    await checkCategoryPlacement(trx, { id, type, parent_id: rest.parent_id ?? Number(current.parent_id), title: rest.title ?? current.title });
    await trx
      .updateTable("category")
      .set({
        ...rest,
        ...(enable !== undefined ? { enable: enable ? 1 : 0 } : {}),
        ...(show_description !== undefined ? { show_description: show_description ? 1 : 0 } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
  });
}
