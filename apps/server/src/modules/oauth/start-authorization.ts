import { oauthMessages, oauthRedirectTarget } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest, unauthorized } from "../../http/errors.js";
import { siteOrigin } from "../settings/site-origin.js";
import { callbackAddress, enabledProvider } from "./enabled-provider.js";
import { createState } from "./oauth-state.js";
import { providerIo } from "./provider-io.js";

export interface AuthorizationStart {
  oauthType: number;
  redirect: string;
  /** The signed-in account to bind to, or 0 for a sign-in. */
  bindUserId: number;
  bind: boolean;
  browserSecret: string;
  requestOrigin: string;
}

/**
 * Starts a sign-in or a binding: the state, PKCE verifier and nonce are made and kept here (tied to the browser's
 * cookie), and the provider's authorize address with them is returned for the browser to go to.
 */
export async function startAuthorization(ctx: AppContext, start: AuthorizationStart): Promise<{ url: string }> {
  if (start.bind && !start.bindUserId) throw unauthorized(oauthMessages.bindNeedsLogin);
  const enabled = await enabledProvider(ctx, start.oauthType);
  const redirectUri = callbackAddress(await siteOrigin(ctx, start.requestOrigin), enabled.slug);
  const started = await createState(ctx, {
    oauthType: enabled.type, browserSecret: start.browserSecret, bindUserId: start.bind ? start.bindUserId : 0,
    redirect: oauthRedirectTarget(start.redirect), redirectUri,
  });
  try {
    return { url: await enabled.provider.authorizeUrl(await providerIo(ctx), enabled.settings, { ...started, redirectUri }) };
  } catch (error) {
    ctx.log.warn("oauth authorize address failed", { provider: enabled.slug, err: error });
    throw badRequest(oauthMessages.providerFailed(enabled.name));
  }
}
