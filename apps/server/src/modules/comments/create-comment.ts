import { CommentStatus, PunishmentType, commentMessages, type CommentCreateBody, type CommentView } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { forbidden, notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { verifyCaptcha } from "../captcha/verify-captcha.js";
import { refusePunished } from "../punishments/active-punishments.js";
import { recountComments, touchesOf } from "./comment-counters.js";
import { claimCommentSlot } from "./comment-interval.js";
import { commentPolicy } from "./comment-policy.js";
import { commentRows, selectCommentColumns, toCommentViews } from "./comment-view.js";
import { readCommentedReward, rewardApprovedComments } from "./commented-reward.js";
import { findVisibleItem, itemNotFoundMessage } from "./item-target.js";

/**
 * POST /api/v1/comment: a member comments on a document or article they can see, or replies to a comment of it.
 * Refused when punished (type 2, or 1), when no group of theirs may comment, on a wrong captcha while
 * `security.enable_captcha_comment` is on, and within `security.comment_interval` seconds of their last comment.
 * The comment waits for review unless a group of theirs skips approval; an approved one counts on the item, the
 * author and the parent at once, and earns the document's uploader score.document_commented.
 */
export async function createComment(ctx: AppContext, actor: Actor, input: CommentCreateBody, ip: string): Promise<CommentView> {
  const userId = Number(actor.requireUser().id);
  await refusePunished(ctx, userId, PunishmentType.noComment, commentMessages.punished);
  const policy = await commentPolicy(ctx.db.kysely, userId);
  if (!policy.allowed) throw forbidden(commentMessages.notAllowed);
  const item = await findVisibleItem(ctx.db.kysely, actor, input.type, input.document_id);
  if (!item) throw notFound(itemNotFoundMessage(input.type));
  if (input.parent_id > 0) await requireParent(ctx, userId, input);
  await verifyCaptcha(ctx, "comment", input.captcha_id, input.captcha);

  const interval = await ctx.settings.number("security", "comment_interval");
  const reward = await readCommentedReward(ctx);
  const status = policy.needsApproval ? CommentStatus.pending : CommentStatus.approved;
  const id = await ctx.db.kysely.transaction().execute(async (trx) => {
    await claimCommentSlot(trx, userId, interval);
    const now = nowIso();
    const row = await trx
      .insertInto("comment")
      .values({ user_id: userId, type: input.type, document_id: item.id, parent_id: input.parent_id, content: input.content, status, ip, created_at: now, updated_at: now })
      .returning(["id", "type", "document_id", "user_id", "parent_id"])
      .executeTakeFirstOrThrow();
    if (status === CommentStatus.approved) {
      await recountComments(trx, touchesOf([row]));
      await rewardApprovedComments(ctx, trx, reward, [{ ...row, id: Number(row.id), document_id: Number(row.document_id), user_id: Number(row.user_id) }]);
    }
    return Number(row.id);
  });
  const created = await selectCommentColumns(commentRows(ctx.db.kysely)).where("c.id", "=", id).executeTakeFirstOrThrow();
  return (await toCommentViews(ctx.db.kysely, [created], true))[0];
}

/** A reply answers a comment of the same item that the replier can see: approved, or their own. */
async function requireParent(ctx: AppContext, userId: number, input: CommentCreateBody): Promise<void> {
  const parent = await ctx.db.kysely
    .selectFrom("comment")
    .select(["status", "user_id"])
    .where("id", "=", input.parent_id)
    .where("type", "=", input.type)
    .where("document_id", "=", input.document_id)
    .executeTakeFirst();
  if (!parent || (parent.status !== CommentStatus.approved && Number(parent.user_id) !== userId)) throw notFound(commentMessages.parentNotFound);
}
