import { sql, type Kysely } from "kysely";
import { bigint, flag, withId, withTimestamps } from "../columns.js";

/**
 * AI chat (modules/chat) and its quotas (modules/ai-quota): topics, their messages (question and answer rows;
 * an answer keeps its references, reasoning, usage and which quota it used), per-user-per-day usage counters,
 * messages bought with credits, and each group's daily limits (null: the llm settings' defaults).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("chat_topic"))
      .addColumn("uuid", "text", (c) => c.notNull().unique())
      .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("category", "integer", flag)
      .addColumn("document_id", bigint(db), (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex("chat_topic_user_idx").on("chat_topic").columns(["user_id", "updated_at"]).execute();
  await db.schema
    .createIndex("chat_topic_user_document_uq")
    .on("chat_topic")
    .columns(["user_id", "document_id"])
    .unique()
    .where(sql.ref("category"), "=", sql.lit(1))
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable("chat_message"))
      .addColumn("topic_id", bigint(db), (c) => c.notNull().references("chat_topic.id").onDelete("cascade"))
      .addColumn("user_id", bigint(db), (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("reasoning", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("refs", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("status", "integer", flag)
      .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("model_id", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("model_title", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("enable_thinking", "integer", flag)
      .addColumn("prompt_tokens", "integer", flag)
      .addColumn("completion_tokens", "integer", flag)
      .addColumn("total_tokens", "integer", flag)
      .addColumn("quota_day", "integer", flag)
      .addColumn("quota_source", "text", (c) => c.notNull().defaultTo("")),
  ).execute();
  await db.schema.createIndex("chat_message_topic_idx").on("chat_message").columns(["topic_id", "id"]).execute();
  await db.schema.createIndex("chat_message_status_idx").on("chat_message").columns(["status"]).execute();

  await withTimestamps(
    db.schema
      .createTable("ai_usage")
      .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("day", "integer", (c) => c.notNull())
      .addColumn("messages", "integer", flag)
      .addColumn("tokens", "integer", flag)
      .addPrimaryKeyConstraint("ai_usage_pk", ["user_id", "day"]),
  ).execute();
  await withTimestamps(
    db.schema
      .createTable("ai_extra_quota")
      .addColumn("user_id", bigint(db), (c) => c.primaryKey().references("user.id").onDelete("cascade"))
      .addColumn("messages", "integer", flag),
  ).execute();

  await db.schema.alterTable("groups").addColumn("ai_daily_messages", "integer").execute();
  await db.schema.alterTable("groups").addColumn("ai_daily_tokens", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("groups").dropColumn("ai_daily_tokens").execute();
  await db.schema.alterTable("groups").dropColumn("ai_daily_messages").execute();
  await db.schema.dropTable("ai_extra_quota").ifExists().execute();
  await db.schema.dropTable("ai_usage").ifExists().execute();
  await db.schema.dropTable("chat_message").ifExists().execute();
  await db.schema.dropTable("chat_topic").ifExists().execute();
}
