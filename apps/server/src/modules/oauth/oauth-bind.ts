import { oauthMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { bindIdentity } from "./bindings.js";
import { enabledProvider } from "./enabled-provider.js";
import { identifyWithCode } from "./identify-with-code.js";
import type { OauthCallback } from "./oauth-login.js";
import { consumeState } from "./oauth-state.js";
import { consumePending } from "./pending-identity.js";

export interface BindRequest extends OauthCallback {
  userId: number;
  /** A pending identity (OauthPending) instead of a fresh authorization. */
  openid: string;
  session: string;
}

/**
 * Binds an identity to the signed-in account: a fresh authorization this account started (its state names the
 * account), or an identity a sign-in in this same browser left pending. Answers where to go next.
 */
export async function oauthBind(ctx: AppContext, request: BindRequest): Promise<{ redirect: string }> {
  if (request.session) {
    const pending = await consumePending(ctx, {
      session: request.session, oauthType: request.oauthType, openid: request.openid, browserSecret: request.browserSecret,
    });
    await bindIdentity(ctx.db.kysely, request.userId, request.oauthType, pending.identity);
    return { redirect: pending.redirect };
  }
  const enabled = await enabledProvider(ctx, request.oauthType);
  const state = await consumeState(ctx, { state: request.state, oauthType: enabled.type, browserSecret: request.browserSecret });
  if (Number(state.bind_user_id) !== request.userId) throw badRequest(oauthMessages.stateInvalid);
  const identity = await identifyWithCode(ctx, enabled, state, request);
  await bindIdentity(ctx.db.kysely, request.userId, enabled.type, identity);
  return { redirect: state.redirect };
}
