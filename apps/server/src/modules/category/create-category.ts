import type { Category, categoryCreateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { toCategory } from "./category-view.js";
import { checkCategoryPlacement } from "./check-category-placement.js";

export async function createCategory(ctx: AppContext, input: z.output<typeof categoryCreateSchema>): Promise<Category> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await checkCategoryPlacement(trx, input);
    const now = nowIso();
    const row = await trx
      .insertInto("category")
      .values({
        ...input,
        enable: input.enable ? 1 : 0,
        show_description: input.show_description ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCategory(row);
  });
}
