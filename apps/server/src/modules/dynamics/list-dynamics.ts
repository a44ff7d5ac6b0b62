import type { Dynamic } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { countRows, pageWindow } from "../../db/list-query.js";
import { creditName } from "../settings/credit-name.js";
import { toDynamic, type FeedRow } from "./dynamic-view.js";
import { feedSources } from "./feed-sources.js";

/**
 * GET /api/v1/user/dynamic: the caller's own feed (login), newest first — comments, favorites, uploads, articles,
 * downloads, sign-ins and joining; or, with another user's `id`, that user's public feed (approved comments and
 * favorites of public items, public uploads, published articles), which anyone may read. Size 10–100.
 */
export async function listDynamics(ctx: AppContext, actor: Actor, query: { page: number; size: number; id?: number }): Promise<{ total: number; dynamic: Dynamic[] }> {
  const viewerId = actor.user ? Number(actor.user.id) : undefined;
  const userId = query.id && query.id > 0 ? query.id : Number(actor.requireUser().id);
  const own = userId === viewerId;
  const user = await ctx.db.kysely.selectFrom("user").select(["id", "username"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return { total: 0, dynamic: [] };
  const db = ctx.db.kysely;
  const feed = feedSources(db, userId, own).as("feed");
  const { limit, offset } = pageWindow(query.page, query.size, { min: 10, max: 100 });
  const rows = await db
    .selectFrom(feed)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("kind", "desc")
    .orderBy("source_id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await countRows(db.selectFrom(feed));
  const credit = await creditName(ctx.settings);
  const owner = { id: Number(user.id), username: user.username };
  return { total, dynamic: rows.map((row) => toDynamic(normalize(row), owner, credit)) };
}

/** A text column of the feed's union: NULL (a missing join) as "". */
const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

const normalize = (row: Record<string, unknown>): FeedRow => ({
  kind: Number(row.kind),
  source_id: Number(row.source_id),
  item_type: Number(row.item_type),
  title: textOf(row.title),
  item_key: textOf(row.item_key),
  award: Number(row.award ?? 0),
  created_at: String(row.created_at),
});
