import type { languageUpdateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { conflict, notFound } from "../../http/errors.js";
import { languageCodeTaken, languageNotFound } from "./language-view.js";

/** Changes the given fields of one language; the code stays unique. */
export async function updateLanguage(ctx: AppContext, input: z.output<typeof languageUpdateSchema>): Promise<void> {
  const db = ctx.db.kysely;
  const existing = await db.selectFrom("language").select("id").where("id", "=", input.id).executeTakeFirst();
  if (!existing) throw notFound(languageNotFound);
  if (input.code !== undefined) {
    const taken = await db.selectFrom("language").select("id").where("code", "=", input.code).where("id", "!=", input.id).executeTakeFirst();
    if (taken) throw conflict(languageCodeTaken);
  }
  await db
    .updateTable("language")
    .set({
      ...(input.language !== undefined ? { language: input.language } : {}),
      ...(input.code !== undefined ? { code: input.code } : {}),
      ...(input.enable !== undefined ? { enable: input.enable ? 1 : 0 } : {}),
      ...(input.sort !== undefined ? { sort: input.sort } : {}),
      updated_at: nowIso(),
    })
    .where("id", "=", input.id)
    .execute();
  ctx.settings.invalidate();
}
