import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";

/**
 * Whether this signed message of the official account is seen for the first time: its signature is kept until
 * `keepSeconds` from now (past that, its timestamp is refused as too old), so a captured message replayed with the
 * same query is not taken twice. WeChat's own retries of a message are answered without being taken again.
 */
export async function firstSighting(ctx: AppContext, signature: string, keepSeconds: number): Promise<boolean> {
  const db = ctx.db.kysely;
  await db.deleteFrom("oauth_callback_seen").where("expires_at", "<", nowIso()).execute();
  const inserted = await db
    .insertInto("oauth_callback_seen")
    .values({ signature, expires_at: new Date(Date.now() + keepSeconds * 1000).toISOString() })
    .onConflict((oc) => oc.column("signature").doNothing())
    .returning("signature")
    .executeTakeFirst();
  return inserted !== undefined;
}
