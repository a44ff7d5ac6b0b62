import { groupMessages, type Group, type groupCreateBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { conflict } from "../../http/errors.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { asFlag, requireGroup } from "./queries.js";

export async function createGroup(ctx: AppContext, body: z.output<typeof groupCreateBodySchema>): Promise<Group> {
  const db = ctx.db.kysely;
  const taken = await db.selectFrom("groups").select("id").where("title", "=", body.title).executeTakeFirst();
  if (taken) throw conflict(groupMessages.titleTaken);
  const now = nowIso();
  try {
    const row = await db
      .insertInto("groups")
      .values({
        title: body.title,
        color: body.color,
        description: body.description,
        sort: body.sort,
        is_default: asFlag(body.is_default),
        is_display: asFlag(body.is_display),
        enable_upload: asFlag(body.enable_upload),
        enable_document_review: asFlag(body.enable_document_review),
        enable_comment: asFlag(body.enable_comment),
        enable_comment_approval: asFlag(body.enable_comment_approval),
        enable_article: asFlag(body.enable_article),
        enable_article_approval: asFlag(body.enable_article_approval),
        ai_daily_messages: body.ai_daily_messages,
        ai_daily_tokens: body.ai_daily_tokens,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return requireGroup(db, { id: Number(row.id) });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(groupMessages.titleTaken);
    throw error;
  }
}
