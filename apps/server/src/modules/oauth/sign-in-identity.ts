import { GeneralStatus, PunishmentType, userMessages, type oauthLoginReplySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { forbidden } from "../../http/errors.js";
import { signIn } from "../auth/sign-in.js";
import { refusePunished } from "../punishments/active-punishments.js";
import { requireUserById } from "../users/queries.js";
import { findBinding, refreshBinding } from "./bindings.js";
import { createOauthAccount, mayCreateAccounts } from "./create-oauth-account.js";
import { createPending } from "./pending-identity.js";
import type { Identity } from "./providers/provider.js";

export type OauthLoginReply = z.input<typeof oauthLoginReplySchema>;

/**
 * Signs in with an identity a provider vouched for: the bound account (unless disabled); a first sign-in makes an
 * account bound to the identity, or — while registration is closed — answers the identity as pending, to be bound
 * once the person signs in another way, by the same client (`browserSecret`, its oauth cookie; pending-identity.ts).
 */
export async function signInIdentity(
  ctx: AppContext,
  input: { oauthType: number; usernamePrefix: string; identity: Identity; redirect: string; ip: string; browserSecret: string },
): Promise<OauthLoginReply> {
  const { oauthType, identity, redirect } = input;
  const binding = await findBinding(ctx.db.kysely, oauthType, identity.openid);
  let userId: number;
  if (binding) {
    userId = Number(binding.user_id);
    const user = await requireUserById(ctx, userId);
    if (user.status === GeneralStatus.disabled) throw forbidden(userMessages.userDisabled);
    await refusePunished(ctx, userId, PunishmentType.disableAccount, userMessages.userDisabled);
    await refreshBinding(ctx.db.kysely, Number(binding.id), identity);
  } else if (await mayCreateAccounts(ctx)) {
    userId = await createOauthAccount(ctx, oauthType, input.usernamePrefix, identity, input.ip);
  } else {
    return { oauth: await createPending(ctx, { oauthType, identity, redirect, browserSecret: input.browserSecret }), redirect };
  }
  return { ...(await signIn(ctx, userId, input.ip)), redirect };
}
