import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/columns.js";
import "./tables.js";

/** Adds a finished run's tokens to the day its message was counted on. */
export async function addTokens(db: Kysely<Database>, userId: number, day: number, tokens: number): Promise<void> {
  if (!(tokens > 0)) return;
  const at = nowIso();
  await db
    .insertInto("ai_usage")
    .values({ user_id: userId, day, messages: 0, tokens, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(["user_id", "day"]).doUpdateSet((eb) => ({ tokens: eb("ai_usage.tokens", "+", tokens), updated_at: at })))
    .execute();
}
