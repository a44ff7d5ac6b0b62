import type { LoginReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { toPrivateUser } from "../users/projections.js";
import { issueToken } from "./tokens.js";

/** Records the sign-in (time and address) and answers with a fresh token and the user's own view. */
export async function signIn(ctx: AppContext, userId: number, ip: string): Promise<LoginReply> {
  const user = await ctx.db.kysely
    .updateTable("user")
    .set({ login_at: nowIso(), last_login_ip: ip })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token: await issueToken(ctx, user), user: toPrivateUser(user) };
}
