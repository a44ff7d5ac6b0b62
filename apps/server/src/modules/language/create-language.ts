import type { Language, languageCreateSchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { conflict } from "../../http/errors.js";
import { languageCodeTaken, toLanguage } from "./language-view.js";

export async function createLanguage(ctx: AppContext, input: z.output<typeof languageCreateSchema>): Promise<Language> {
  const db = ctx.db.kysely;
  const taken = await db.selectFrom("language").select("id").where("code", "=", input.code).executeTakeFirst();
  if (taken) throw conflict(languageCodeTaken);
  const now = nowIso();
  const row = await db
    .insertInto("language")
    .values({ language: input.language, code: input.code, enable: input.enable ? 1 : 0, sort: input.sort, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.settings.invalidate();
  return toLanguage(row);
}
