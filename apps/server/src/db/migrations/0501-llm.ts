import type { Kysely } from "kysely";
import { flag, withId, withTimestamps } from "../columns.js";

/**
 * The models of LLM providers (modules/llm). `api_key_encrypted` holds the provider's API key sealed with
 * AES-256-GCM under the `llm` app secret (empty when the provider needs none); the key itself is never stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("llm_model"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("base_url", "text", (c) => c.notNull())
      .addColumn("api_key_encrypted", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("model", "text", (c) => c.notNull())
      .addColumn("is_embedding", "integer", flag)
      .addColumn("dimensions", "integer", flag)
      .addColumn("enable_thinking", "integer", flag)
      .addColumn("thinking_switch", "text", (c) => c.notNull().defaultTo("none"))
      .addColumn("context_size", "integer", flag)
      .addColumn("enable", "integer", flag)
      .addColumn("sort", "integer", flag),
  ).execute();
  await db.schema.createIndex("llm_model_enable_idx").on("llm_model").columns(["is_embedding", "enable", "sort"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("llm_model").ifExists().execute();
}
