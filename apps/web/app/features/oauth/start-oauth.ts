import { oauthEndpoints } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

/** What the callback page is finishing, kept in this tab while the browser visits the provider. */
const INTENT_KEY = "wenku.oauth.intent";
export type OauthIntent = "login" | "bind";

/** Asks the server for the provider's authorize address (it keeps the state) and goes there. */
export async function startOauth(oauthType: number, options: { bind?: boolean; redirect?: string } = {}): Promise<void> {
  const { url } = await callApi(oauthEndpoints.authorize, { body: { oauth_type: oauthType, bind: options.bind ?? false, redirect: options.redirect ?? "" } });
  sessionStorage.setItem(INTENT_KEY, options.bind ? "bind" : "login");
  window.location.assign(url);
}

/** The intent of the sign-in this tab started, read once. */
export function takeOauthIntent(): OauthIntent {
  const intent = sessionStorage.getItem(INTENT_KEY);
  sessionStorage.removeItem(INTENT_KEY);
  return intent === "bind" ? "bind" : "login";
}
