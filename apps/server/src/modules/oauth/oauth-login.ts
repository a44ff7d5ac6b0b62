import { oauthMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { enabledProvider } from "./enabled-provider.js";
import { identifyWithCode } from "./identify-with-code.js";
import { consumeState } from "./oauth-state.js";
import { signInIdentity, type OauthLoginReply } from "./sign-in-identity.js";

export interface OauthCallback {
  oauthType: number;
  code: string;
  state: string;
  iss: string;
  browserSecret: string;
  ip: string;
}

/**
 * The callback of a sign-in: the state is spent (made here, in this browser, unexpired, once), the code spent and
 * exchanged, then the identity signs in (sign-in-identity.ts).
 */
export async function oauthLogin(ctx: AppContext, callback: OauthCallback): Promise<OauthLoginReply> {
  const enabled = await enabledProvider(ctx, callback.oauthType);
  const state = await consumeState(ctx, { state: callback.state, oauthType: enabled.type, browserSecret: callback.browserSecret });
  if (Number(state.bind_user_id) !== 0) throw badRequest(oauthMessages.stateInvalid);
  const identity = await identifyWithCode(ctx, enabled, state, callback);
  return signInIdentity(ctx, {
    oauthType: enabled.type, usernamePrefix: enabled.slug, identity, redirect: state.redirect, ip: callback.ip, browserSecret: callback.browserSecret,
  });
}
