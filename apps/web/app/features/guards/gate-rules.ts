import type { PublicSettings } from "../../lib/site-types";
import type { SessionState } from "../../lib/session";

/** Pages a visitor can always reach, so that they can sign in (spec §6). */
const gateExempt = /^\/(login|register|findpassword|findpassword-mobile|oauth)(\/|$)/;

/**
 * Whether the site gates send this visitor to /login (spec §6): a login-only site turns anonymous visitors away;
 * a closed site also turns away signed-in users who hold no permissions.
 */
export function mustGoToLogin(
  security: Pick<PublicSettings["security"], "is_close" | "login_required">,
  session: SessionState,
  pathname: string,
): boolean {
  if (gateExempt.test(pathname)) return false;
  const signedIn = Boolean(session.token && session.user);
  if (security.is_close) return !signedIn || session.permissions.length === 0;
  return Boolean(security.login_required) && !signedIn;
}
