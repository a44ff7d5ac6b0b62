import { useEffect, useState } from "react";
import { useSession } from "../../lib/session";
import { vipApi, type UserVip } from "./vip-api";

/** The signed-in member's VIP period in force (undefined for anyone else), reloaded when the session changes. */
export function useActiveVip(): { vip: UserVip | undefined; loaded: boolean } {
  const { user } = useSession();
  const [state, setState] = useState<{ vip: UserVip | undefined; loaded: boolean }>({ vip: undefined, loaded: false });
  const userId = user?.id ?? 0;
  const isVip = Boolean(user?.is_vip);
  useEffect(() => {
    // Only a VIP has a period in force (GET /user/vip/active answers 404 to anyone else).
    if (!userId || !isVip) return setState({ vip: undefined, loaded: true });
    let live = true;
    void vipApi.active().then((vip) => live && setState({ vip, loaded: true }));
    return () => {
      live = false;
    };
  }, [userId, isVip]);
  return state;
}
