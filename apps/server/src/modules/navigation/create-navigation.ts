import type { Navigation, navigationCreateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest } from "../../http/errors.js";
import { parentNavigationNotFound, toNavigation } from "./navigation-view.js";

export async function createNavigation(ctx: AppContext, input: z.output<typeof navigationCreateSchema>): Promise<Navigation> {
  const db = ctx.db.kysely;
  if (input.parent_id) {
    const parent = await db.selectFrom("navigation").select("id").where("id", "=", input.parent_id).executeTakeFirst();
    if (!parent) throw badRequest(parentNavigationNotFound);
  }
  const now = nowIso();
  const row = await db
    .insertInto("navigation")
    .values({ ...input, enable: input.enable ? 1 : 0, fixed: input.fixed ? 1 : 0, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNavigation(row);
}
