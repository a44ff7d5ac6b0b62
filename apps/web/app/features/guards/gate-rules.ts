import { isGateExemptPath } from "@wenku/contract";
import type { PublicSettings } from "../../lib/site-types";
import type { SessionState } from "../../lib/session";

/**
 * Whether the site gates send this visitor to /login (spec §6): a login-only site turns anonymous visitors away;
 * a closed site also turns away signed-in users who hold no permissions.
 */
export function mustGoToLogin(
  security: Pick<PublicSettings["security"], "is_close" | "login_required">,
  session: SessionState,
  pathname: string,
): boolean {
  if (isGateExemptPath(pathname)) return false;
  const signedIn = Boolean(session.token && session.user);
  if (security.is_close) return !signedIn || session.permissions.length === 0;
  return Boolean(security.login_required) && !signedIn;
}
