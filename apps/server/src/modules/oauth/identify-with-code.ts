import { oauthMessages } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import type { EnabledProvider } from "./enabled-provider.js";
import { providerIo } from "./provider-io.js";
import type { Identity } from "./providers/provider.js";
import { spendCode } from "./spend-code.js";
import type { OauthStateTable } from "./tables.js";

/**
 * Who the provider says signed in, for a code that came back with a state spent just before. The code is recorded
 * first (a replay is refused); a provider that refuses or answers oddly is a 400 with a plain message, its detail logged.
 */
export async function identifyWithCode(
  ctx: AppContext,
  enabled: EnabledProvider,
  state: Selectable<OauthStateTable>,
  callback: { code: string; state: string; iss: string },
): Promise<Identity> {
  await spendCode(ctx, enabled.type, callback.code);
  let identity: Identity;
  try {
    identity = await enabled.provider.identify(await providerIo(ctx), enabled.settings, {
      code: callback.code, state: callback.state, iss: callback.iss, redirectUri: state.redirect_uri, codeVerifier: state.code_verifier, nonce: state.nonce,
    });
  } catch (error) {
    ctx.log.warn("oauth sign-in refused by the provider", { provider: enabled.slug, err: error });
    throw badRequest(oauthMessages.providerFailed(enabled.name));
  }
  if (!identity.openid) throw badRequest(oauthMessages.providerFailed(enabled.name));
  return identity;
}
