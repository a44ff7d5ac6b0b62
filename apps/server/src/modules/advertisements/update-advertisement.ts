import { advertisementMessages, type advertisementUpdateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest, notFound } from "../../http/errors.js";
import { adContentToStore } from "./ad-content.js";
import "./tables.js";

/** Changes the given fields of one ad; a new start or end must still leave the end after the start. */
export async function updateAdvertisement(ctx: AppContext, input: z.output<typeof advertisementUpdateSchema>): Promise<void> {
  const { id, enable, content, ...rest } = input;
  const db = ctx.db.kysely;
  const stored = await db.selectFrom("advertisement").select(["start_time", "end_time"]).where("id", "=", id).executeTakeFirst();
  if (!stored) throw notFound(advertisementMessages.notFound);
  const start = rest.start_time !== undefined ? rest.start_time : stored.start_time;
  const end = rest.end_time !== undefined ? rest.end_time : stored.end_time;
  if (start && end && end <= start) throw badRequest(advertisementMessages.endBeforeStart);
  const result = await db
    .updateTable("advertisement")
    .set({
      ...rest,
      ...(content !== undefined ? { content: adContentToStore(content) } : {}),
      ...(enable !== undefined ? { enable: enable ? 1 : 0 } : {}),
      updated_at: nowIso(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(advertisementMessages.notFound);
}
