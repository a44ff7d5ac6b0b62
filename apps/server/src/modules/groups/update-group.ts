import { groupMessages, type groupUpdateBodySchema } from "@wenku/contract";
import type { Updateable } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { GroupTable } from "../../db/core-tables.js";
import { conflict } from "../../http/errors.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { asFlag, requireGroup } from "./queries.js";

const flagNames = [
  "is_default", "is_display", "enable_upload", "enable_document_review", "enable_comment", "enable_comment_approval", "enable_article",
  "enable_article_approval",
] as const;

/** Updates the fields that were sent; the others keep their value. */
export async function updateGroup(ctx: AppContext, body: z.output<typeof groupUpdateBodySchema>): Promise<void> {
  const db = ctx.db.kysely;
  await requireGroup(db, { id: body.id });
  const changes: Updateable<GroupTable> = { updated_at: nowIso() };
  if (body.title !== undefined) {
    const taken = await db.selectFrom("groups").select("id").where("title", "=", body.title).where("id", "<>", body.id).executeTakeFirst();
    if (taken) throw conflict(groupMessages.titleTaken);
    changes.title = body.title;
  }
  if (body.color !== undefined) changes.color = body.color;
  if (body.description !== undefined) changes.description = body.description;
  if (body.sort !== undefined) changes.sort = body.sort;
  if (body.ai_daily_messages !== undefined) changes.ai_daily_messages = body.ai_daily_messages;
  if (body.ai_daily_tokens !== undefined) changes.ai_daily_tokens = body.ai_daily_tokens;
  for (const name of flagNames) {
    const value = body[name];
    if (value !== undefined) changes[name] = asFlag(value);
  }
  try {
    await db.updateTable("groups").set(changes).where("id", "=", body.id).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(groupMessages.titleTaken);
    throw error;
  }
}
