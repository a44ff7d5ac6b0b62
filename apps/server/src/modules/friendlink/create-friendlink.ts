import type { Friendlink, friendlinkCreateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { toFriendlink } from "./friendlink-view.js";

export async function createFriendlink(ctx: AppContext, input: z.output<typeof friendlinkCreateSchema>): Promise<Friendlink> {
  const now = nowIso();
  const row = await ctx.db.kysely
    .insertInto("friendlink")
    .values({ ...input, enable: input.enable ? 1 : 0, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFriendlink(row);
}
