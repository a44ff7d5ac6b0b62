import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { findOwnTopic } from "./find-own-topic.js";

/** PUT /api/v1/chat/topic: renames the asker's topic. */
export async function updateTopic(ctx: AppContext, userId: number, id: number, title: string): Promise<void> {
  await findOwnTopic(ctx, userId, { id });
  await ctx.db.kysely.updateTable("chat_topic").set({ title, updated_at: nowIso() }).where("id", "=", id).where("user_id", "=", userId).execute();
}
