import type { navigationUpdateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest, notFound } from "../../http/errors.js";
import { wouldCycle } from "../category/tree-ids.js";
import { navigationNotFound, parentNavigationNotFound } from "./navigation-view.js";

/** Changes the given fields of one item; a new parent must exist and must not lie below the item. */
export async function updateNavigation(ctx: AppContext, input: z.output<typeof navigationUpdateSchema>): Promise<void> {
  const { id, enable, fixed, ...rest } = input;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const links = await trx.selectFrom("navigation").select(["id", "parent_id"]).execute();
    if (!links.some((link) => Number(link.id) === id)) throw notFound(navigationNotFound);
    if (rest.parent_id) {
      if (!links.some((link) => Number(link.id) === rest.parent_id)) throw badRequest(parentNavigationNotFound);
      if (wouldCycle(links, id, rest.parent_id)) throw badRequest("不能把导航移动到它自己或它的下级导航下面");
    }
    await trx
      .updateTable("navigation")
      .set({
        ...rest,
        ...(enable !== undefined ? { enable: enable ? 1 : 0 } : {}),
        ...(fixed !== undefined ? { fixed: fixed ? 1 : 0 } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
  });
}
