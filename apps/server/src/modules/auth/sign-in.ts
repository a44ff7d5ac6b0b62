import type { LoginReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { toPrivateUser } from "../users/user-view.js";
import { recordSignIn } from "../users/record-sign-in.js";
import { issueToken } from "../session/tokens.js";

/** Records the sign-in (time and address) and answers with a fresh token and the user's own view. */
export async function signIn(ctx: AppContext, userId: number, ip: string): Promise<LoginReply> {
  const user = await recordSignIn(ctx.db.kysely, userId, ip);
  return { token: await issueToken(ctx, user), user: toPrivateUser(user) };
}
