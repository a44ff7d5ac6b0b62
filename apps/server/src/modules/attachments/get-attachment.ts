import { documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { toAttachmentView, type AttachmentView } from "./attachment-view.js";

export async function getAttachment(ctx: AppContext, id: number): Promise<AttachmentView> {
  const row = await ctx.db.kysely
    .selectFrom("attachment as a")
    .leftJoin("user as u", "u.id", "a.user_id")
    .selectAll("a")
    .select("u.username")
    .where("a.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound(documentMessages.attachmentNotFound);
  return toAttachmentView(row, row.username);
}
