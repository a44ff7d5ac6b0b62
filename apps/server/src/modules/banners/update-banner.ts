import { bannerMessages, type bannerUpdateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { notFound } from "../../http/errors.js";
import { checkBannerImage } from "./check-banner-image.js";
import "./tables.js";

/** Changes the given fields of one banner. */
export async function updateBanner(ctx: AppContext, input: z.output<typeof bannerUpdateSchema>): Promise<void> {
  const { id, enable, ...rest } = input;
  await checkBannerImage(ctx, rest.path);
  const result = await ctx.db.kysely
    .updateTable("banner")
    .set({ ...rest, ...(enable !== undefined ? { enable: enable ? 1 : 0 } : {}), updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(bannerMessages.notFound);
}
