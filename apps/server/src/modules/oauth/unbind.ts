import { oauthMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest, notFound } from "../../http/errors.js";

/**
 * Unbinds one of the caller's identities, unless it is the account's only way to sign in (no password and no other
 * identity). On PostgreSQL the user row is locked for the check, so two unbinds at once cannot both leave it bare;
 * SQLite runs one write transaction at a time.
 */
export async function unbindIdentity(ctx: AppContext, userId: number, bindingId: number): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const userQuery = trx.selectFrom("user").select(["id", "password_hash"]).where("id", "=", userId);
    const user = await (ctx.db.dialect === "postgres" ? userQuery.forUpdate() : userQuery).executeTakeFirst();
    const binding = await trx.selectFrom("user_oauth").select("id").where("id", "=", bindingId).where("user_id", "=", userId).executeTakeFirst();
    if (!user || !binding) throw notFound(oauthMessages.bindingNotFound);
    if (user.password_hash === "") {
      const other = await trx.selectFrom("user_oauth").select("id").where("user_id", "=", userId).where("id", "!=", bindingId).executeTakeFirst();
      if (!other) throw badRequest(oauthMessages.lastWayToSignIn);
    }
    await trx.deleteFrom("user_oauth").where("id", "=", bindingId).where("user_id", "=", userId).execute();
  });
}
