import type { Advertisement, advertisementCreateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { adContentToStore } from "./ad-content.js";
import { toAdvertisement } from "./advertisement-view.js";
import "./tables.js";

export async function createAdvertisement(ctx: AppContext, userId: number, input: z.output<typeof advertisementCreateSchema>): Promise<Advertisement> {
  const now = nowIso();
  const row = await ctx.db.kysely
    .insertInto("advertisement")
    .values({ ...input, content: adContentToStore(input.content), enable: input.enable ? 1 : 0, user_id: userId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAdvertisement(row);
}
