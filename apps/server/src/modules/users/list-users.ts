import { userEndpoints, type userListQuerySchema, type UserPrivate } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { groupIdsByUser } from "../groups/group-ids-by-user.js";
import { countRows, keywordMatch } from "../../db/list-query.js";
import { AppError } from "../../http/errors.js";
import { toPrivateUser, toPublicUser } from "./user-view.js";

type ListQuery = z.output<typeof userListQuerySchema>;

/** Columns of the public view: anyone may order by them. */
const publicSortColumns = new Set([
  "id", "username", "status", "doc_count", "follow_count", "fans_count", "favorite_count", "comment_count", "article_count",
  "created_at",
]);
/** Columns only the user and administrators see: ordering by them would rank what a stranger may not read. */
const privateSortColumns = new Set(["credit_count", "login_at", "updated_at"]);

/**
 * "credit_count desc,id" → known columns with their direction (desc unless asc); unknown columns are ignored.
 * A private column without the list permission is a 400, never applied.
 */
function parseUserSort(sort: string | undefined, privileged: boolean): Array<[string, "asc" | "desc"]> {
  const order: Array<[string, "asc" | "desc"]> = [];
  for (const part of (sort ?? "").split(",")) {
    const [column, direction] = part.trim().split(/\s+/);
    if (!column || order.some(([c]) => c === column)) continue;
    if (privateSortColumns.has(column) && !privileged) throw new AppError(400, "无权按该字段排序");
    if (publicSortColumns.has(column) || privateSortColumns.has(column)) {
      order.push([column, direction?.toLowerCase() === "asc" ? "asc" : "desc"]);
    }
  }
  return order.length ? order : [["id", "desc"]];
}

function pickFields<T extends object>(item: T, fields: string[]): Partial<T> {
  if (fields.length === 0) return item;
  return Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key))) as Partial<T>;
}

/**
 * Users, a page at a time. Without this route's permission: the public view, ordered and filtered by public columns
 * only (no keyword search; a group filter is a 400: group membership is not public).
 * With it: every column, keyword search over username, real name, email and mobile, and each user's groups.
 * `id` or `limit` lists without a total (api-contract §1.6).
 */
export async function listUsers(ctx: AppContext, actor: Actor, query: ListQuery): Promise<{ total?: number; user: Array<Partial<UserPrivate>> }> {
  const db = ctx.db.kysely;
  const privileged = await actor.holds(userEndpoints.list);
  const limit = query.limit ?? 0;
  const byLimit = limit > 0;
  const size = byLimit ? Math.min(limit, 1000) : Math.min(1000, Math.max(10, query.size ?? 10));
  const page = byLimit ? 1 : Math.max(1, query.page ?? 1);
  const order = parseUserSort(query.sort, privileged);
  if (!privileged && query.group_id.length) throw new AppError(400, "无权按用户组筛选");

  let filtered = db.selectFrom("user");
  if (query.id.length) filtered = filtered.where("id", "in", query.id);
  if (query.status.length) filtered = filtered.where("status", "in", query.status);
  if (query.group_id.length) {
    filtered = filtered.where("id", "in", db.selectFrom("user_group").select("user_id").where("group_id", "in", query.group_id));
  }
  const wd = query.wd?.trim();
  if (privileged && wd) filtered = filtered.where(keywordMatch(["username", "realname", "email", "mobile"], wd));

  let rowsQuery = filtered.selectAll().limit(size).offset((page - 1) * size);
  for (const [column, direction] of order) rowsQuery = rowsQuery.orderBy(column as "id", direction);
  const rows = await rowsQuery.execute();

  const withTotal = !byLimit && query.id.length === 0;
  const total = withTotal
    ? await countRows(filtered)
    : undefined;

  if (!privileged) return { total, user: rows.map((row) => pickFields(toPublicUser(row), query.field)) };
  const groups = await groupIdsByUser(db, rows.map((row) => Number(row.id)));
  const user = rows.map((row) =>
    pickFields({ ...toPrivateUser(row, { withRemark: true }), group_id: groups.get(Number(row.id)) ?? [] }, query.field),
  );
  return { total, user };
}
