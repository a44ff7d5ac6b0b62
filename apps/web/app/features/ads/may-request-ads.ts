import type { SessionState } from "../../lib/session-store";

/**
 * Whether this visitor may ask for ads at all: never a VIP (spec §1, §6), and on a closed or login-only site only
 * whom the API lets through (members, or on a closed site those holding a permission), so that no request is
 * refused there.
 */
export function mayRequestAds(security: { is_close: boolean; login_required: boolean }, session: SessionState): boolean {
  if (session.user?.is_vip) return false;
  if (security.is_close) return session.permissions.length > 0;
  if (security.login_required) return session.user !== null;
  return true;
}
