import type { ChatTopic } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow } from "../../db/list-query.js";
import { selectTopics, toChatTopic } from "./topic-view.js";

export interface TopicListQuery {
  page: number;
  size: number;
  wd?: string;
  category?: number;
}

/** GET /api/v1/chat/topic/list: the asker's topics, the most recently active first. */
export async function listTopics(ctx: AppContext, userId: number, query: TopicListQuery): Promise<{ total: number; topic: ChatTopic[] }> {
  let base = ctx.db.kysely.selectFrom("chat_topic as t").where("t.user_id", "=", userId);
  if (query.category !== undefined) base = base.where("t.category", "=", query.category);
  if (query.wd?.trim()) base = base.where(keywordMatch(["t.title"], query.wd));
  const total = await countRows(base);
  const { limit, offset } = pageWindow(query.page, query.size, { min: 1, max: 100 });
  let rows = selectTopics(ctx.db.kysely).where("t.user_id", "=", userId);
  if (query.category !== undefined) rows = rows.where("t.category", "=", query.category);
  if (query.wd?.trim()) rows = rows.where(keywordMatch(["t.title"], query.wd));
  const topics = await rows.orderBy("t.updated_at", "desc").orderBy("t.id", "desc").limit(limit).offset(offset).execute();
  return { total, topic: topics.map(toChatTopic) };
}
