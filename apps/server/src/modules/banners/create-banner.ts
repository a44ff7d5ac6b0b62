import type { Banner, bannerCreateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { toBanner } from "./banner-view.js";
import { checkBannerImage } from "./check-banner-image.js";
import "./tables.js";

export async function createBanner(ctx: AppContext, input: z.output<typeof bannerCreateSchema>): Promise<Banner> {
  await checkBannerImage(ctx, input.path);
  const now = nowIso();
  const row = await ctx.db.kysely
    .insertInto("banner")
    .values({ ...input, enable: input.enable ? 1 : 0, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toBanner(row);
}
