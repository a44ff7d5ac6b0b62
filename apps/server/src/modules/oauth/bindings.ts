import { oauthMessages, type UserOauth } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { Executor } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { conflict } from "../../http/errors.js";
import type { Identity } from "./providers/provider.js";
import type { UserOauthTable } from "./tables.js";

/** The account an identity is bound to, if any. */
export function findBinding(db: Executor, oauthType: number, openid: string): Promise<Selectable<UserOauthTable> | undefined> {
  return db.selectFrom("user_oauth").selectAll().where("oauth_type", "=", oauthType).where("openid", "=", openid).executeTakeFirst();
}

/** Keeps the name and picture the provider shows now (they change there). */
export async function refreshBinding(db: Executor, id: number, identity: Identity): Promise<void> {
  await db.updateTable("user_oauth").set({ username: identity.username, avatar: identity.avatar, unionid: identity.unionid, updated_at: nowIso() }).where("id", "=", id).execute();
}

/**
 * Binds an identity to an account: 409 when another account holds it, or when the account already holds another
 * identity of the same provider. Binding the same identity again only refreshes it.
 */
export async function bindIdentity(db: Executor, userId: number, oauthType: number, identity: Identity): Promise<void> {
  const existing = await findBinding(db, oauthType, identity.openid);
  if (existing) {
    if (Number(existing.user_id) !== userId) throw conflict(oauthMessages.boundToOther);
    await refreshBinding(db, Number(existing.id), identity);
    return;
  }
  const sameProvider = await db.selectFrom("user_oauth").select("id").where("user_id", "=", userId).where("oauth_type", "=", oauthType).executeTakeFirst();
  if (sameProvider) throw conflict(oauthMessages.alreadyBound);
  const now = nowIso();
  try {
    await db
      .insertInto("user_oauth")
      .values({ user_id: userId, oauth_type: oauthType, openid: identity.openid, unionid: identity.unionid, username: identity.username, avatar: identity.avatar, created_at: now, updated_at: now })
      .execute();
  } catch (error) {
    // Only a binding made meanwhile gets here; no query after it (a failed statement ends a PostgreSQL transaction).
    if (isUniqueViolation(error)) throw conflict(oauthMessages.boundToOther);
    throw error;
  }
}

/** The identities bound to an account (UserOauth, api-contract §3). */
export async function listBindings(ctx: AppContext, userId: number): Promise<UserOauth[]> {
  const rows = await ctx.db.kysely
    .selectFrom("user_oauth")
    .select(["id", "oauth_type", "username", "avatar", "updated_at"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), oauth_type: r.oauth_type, username: r.username, avatar: r.avatar, updated_at: r.updated_at }));
}
