import { isSiteGated, type PublicSettings } from "@wenku/contract";

let gated = false;
let membersOnlyData = false;

/**
 * Notes, in the browser, whether the site is closed or login-only and whether the site data the root holds is the
 * stranger's (settings only), from what the root last loaded.
 */
export function rememberSiteGate(security: Pick<PublicSettings["security"], "is_close" | "login_required">, membersOnly: boolean): void {
  gated = isSiteGated(security);
  membersOnlyData = membersOnly;
}

/** Whether page data must come through the API with the member's token instead of from the server's render. */
export function siteIsGated(): boolean {
  return gated;
}

/** Whether the root still holds a gated site's stranger data (no navigation, categories or links). */
export function siteDataIsStrangers(): boolean {
  return gated && membersOnlyData;
}
