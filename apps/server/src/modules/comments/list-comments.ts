import { commentEndpoints, CommentStatus, ItemType, type CommentListQuery, type CommentView } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { countRows, keywordMatch, pageWindow, parseOrder, pickFields } from "../../db/list-query.js";
import { commentRows, itemIsPublic, selectCommentColumns, toCommentViews } from "./comment-view.js";
import { findVisibleItem, itemNotFoundMessage } from "./item-target.js";

const sortable = ["id", "created_at", "updated_at", "status", "comment_count"] as const;
/** The comments of one item come whole (api-contract §1.6) up to this many, newest first. */
const itemLimit = 5000;

/**
 * GET /api/v1/comment/list, three ways:
 * - with `document_id` (+ `type`): the comments of an item the caller can see — approved ones, plus the caller's
 *   own pending or rejected ones — all of them unless `size` is given;
 * - with the caller's own `user_id`: their comments in any status;
 * - otherwise approved comments on public items.
 * Holders of the comment list permission (the back office) see every status and filter by status, type and
 * keyword.
 */
export async function listComments(ctx: AppContext, actor: Actor, query: CommentListQuery): Promise<{ total: number; comment: Array<Partial<CommentView>> }> {
  const db = ctx.db.kysely;
  const viewerId = actor.user ? Number(actor.user.id) : undefined;
  const isAdmin = actor.user !== null && (await actor.holds(commentEndpoints.list));
  const itemType = query.type[0] ?? ItemType.document;
  let rows = commentRows(db);

  if (query.document_id !== undefined) {
    if (!isAdmin && !(await findVisibleItem(db, actor, itemType, query.document_id))) throw notFound(itemNotFoundMessage(itemType));
    rows = rows.where("c.type", "=", itemType).where("c.document_id", "=", query.document_id);
  } else if (query.type.length > 0) {
    rows = rows.where("c.type", "in", query.type);
  }
  if (query.user_id !== undefined) rows = rows.where("c.user_id", "=", query.user_id);
  if (query.parent_id.length > 0) rows = rows.where("c.parent_id", "in", query.parent_id);

  const ownList = viewerId !== undefined && query.user_id === viewerId;
  if (isAdmin || ownList) {
    if (query.status.length > 0) rows = rows.where("c.status", "in", query.status);
  } else if (query.document_id !== undefined) {
    rows = rows.where((eb) =>
      viewerId === undefined ? eb("c.status", "=", CommentStatus.approved) : eb.or([eb("c.status", "=", CommentStatus.approved), eb("c.user_id", "=", viewerId)]),
    );
  } else {
    rows = rows.where("c.status", "=", CommentStatus.approved).where(itemIsPublic);
  }
  if (isAdmin && query.wd?.trim()) rows = rows.where(keywordMatch(["c.content", "d.title", "a.title"], query.wd));

  const whole = query.document_id !== undefined && query.size === undefined;
  const order = parseOrder(query.order, sortable, { column: "id", direction: "desc" });
  const { limit, offset } = whole ? { limit: itemLimit, offset: 0 } : pageWindow(query.page ?? 1, query.size ?? 10, { min: 1, max: 1000 });
  const found = await selectCommentColumns(rows).orderBy(`c.${order.column}`, order.direction).orderBy("c.id", "desc").limit(limit).offset(offset).execute();
  const total = await countRows(rows);
  const views = await toCommentViews(db, found, isAdmin);
  return { total, comment: views.map((view) => pickFields(view, query.field, ["id"])) };
}
