import { vipEndpoints, type UserVip } from "@wenku/contract";
import { useApiQuery } from "../../lib/api-query";
import { useSession } from "../../lib/session";

/** The signed-in member's VIP period in force (undefined for anyone else), read again when the session changes. */
export function useActiveVip(): UserVip | undefined {
  const { user } = useSession();
  // Only a VIP has a period in force (GET /user/vip/active answers 404 to anyone else).
  const isVip = Boolean(user?.is_vip);
  // Silent: a stored session can still say VIP after its period ended (404); the page then shows no period.
  const active = useApiQuery(vipEndpoints.active, undefined, { enabled: isVip, keepPrevious: false, silent: true });
  return isVip ? active.data : undefined;
}
