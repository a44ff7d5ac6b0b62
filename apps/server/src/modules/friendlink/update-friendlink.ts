import type { friendlinkUpdateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { notFound } from "../../http/errors.js";
import { friendlinkNotFound } from "./friendlink-view.js";

/** Changes the given fields of one friendlink. */
export async function updateFriendlink(ctx: AppContext, input: z.output<typeof friendlinkUpdateSchema>): Promise<void> {
  const { id, enable, ...rest } = input;
  const result = await ctx.db.kysely
    .updateTable("friendlink")
    .set({ ...rest, ...(enable !== undefined ? { enable: enable ? 1 : 0 } : {}), updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(friendlinkNotFound);
}
