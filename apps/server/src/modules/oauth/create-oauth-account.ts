import { userMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import { requireRegistrationOpen } from "../auth/register.js";
import { changeCredits } from "../credits/change-credits.js";
import { createUser } from "../users/create-user.js";
import { bindIdentity } from "./bindings.js";
import { usernameCandidates } from "./oauth-username.js";
import type { Identity } from "./providers/provider.js";

/** Whether self-service accounts may be made now (site open, registration on): a first sign-in then makes one. */
export async function mayCreateAccounts(ctx: AppContext): Promise<boolean> {
  try {
    await requireRegistrationOpen(ctx);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * A first sign-in with an identity no account holds: a new account (default groups, registration credits) without
 * a password, the identity bound to it in the same transaction. Returns the account id.
 */
export async function createOauthAccount(ctx: AppContext, oauthType: number, slug: string, identity: Identity, ip: string): Promise<number> {
  const award = Math.max(0, Math.floor(await ctx.settings.number("score", "register")));
  for (const username of usernameCandidates(identity.username, slug)) {
    try {
      return await createUser(ctx, {
        username, password: null, email: "", ip,
        onCreated: async (trx, userId) => {
          await bindIdentity(trx, userId, oauthType, identity);
          if (award > 0) await changeCredits(trx, { userId, delta: award, reason: "register", refType: "user", refId: userId });
        },
      });
    } catch (error) {
      if (!(error instanceof AppError && error.message === userMessages.usernameTaken)) throw error;
    }
  }
  throw new AppError(409, userMessages.usernameTaken);
}
