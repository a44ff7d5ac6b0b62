import type { ChatTopicAdmin, chatTopicAdminListQuerySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { keywordMatch, pageWindow, parseClientDate } from "../../db/list-query.js";
import { selectTopics, toChatTopic } from "./topic-view.js";

type AdminTopicQuery = z.output<typeof chatTopicAdminListQuerySchema>;

/**
 * GET /api/v1/chat/topic/admin/list (/admin/ai/chat): every member's topics, newest activity first, with the
 * user, the latest answer's model and status, and the tokens of all answers.
 */
export async function listAdminTopics(ctx: AppContext, query: AdminTopicQuery): Promise<{ total: number; topic: ChatTopicAdmin[] }> {
  const db = ctx.db.kysely;
  let base = selectTopics(db)
    .leftJoin("user as u", "u.id", "t.user_id")
    .leftJoin("chat_message as last", (join) =>
      join.on((eb) =>
        eb(
          "last.id",
          "=",
          eb.selectFrom("chat_message as a").select((a) => a.fn.max("a.id").as("id")).whereRef("a.topic_id", "=", "t.id").where("a.role", "=", "assistant"),
        ),
      ),
    )
    .select((eb) => [
      "u.username",
      "last.model_id",
      "last.model_title",
      "last.status",
      eb
        .selectFrom("chat_message as s")
        .select((s) => s.fn.coalesce(s.fn.sum<number>("s.total_tokens"), s.lit(0)).as("tokens"))
        .whereRef("s.topic_id", "=", "t.id")
        .as("total_tokens"),
    ]);
  if (query.wd?.trim()) base = base.where(keywordMatch(["t.title", "u.username"], query.wd));
  if (query.user_id) base = base.where("t.user_id", "=", query.user_id);
  if (query.model_id) {
    const modelId = query.model_id;
    base = base.where("t.id", "in", (eb) => eb.selectFrom("chat_message as mm").select("mm.topic_id").where("mm.model_id", "=", modelId).where("mm.role", "=", "assistant"));
  }
  const status = query.status;
  if (status !== undefined) base = status < 0 ? base.where("last.id", "is", null) : base.where("last.status", "=", status);
  const [from, to] = query.created_at.map(parseClientDate);
  if (from) base = base.where("t.created_at", ">=", from);
  if (to) base = base.where("t.created_at", "<=", to);

  const { n } = await db
    .selectFrom(base.as("filtered"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const { limit, offset } = pageWindow(query.page ?? 1, query.size ?? 20, { min: 1, max: 100 });
  const rows = await base.orderBy("t.updated_at", "desc").orderBy("t.id", "desc").limit(limit).offset(offset).execute();
  return {
    total: Number(n),
    topic: rows.map((row) => ({
      ...toChatTopic(row),
      username: row.username ?? "",
      model_id: Number(row.model_id ?? 0),
      model_title: row.model_title ?? "",
      total_tokens: Number(row.total_tokens ?? 0),
      status: row.status === null || row.status === undefined ? -1 : Number(row.status),
    })),
  };
}
