import { useEffect, useState } from "react";
import { useSession } from "../../lib/session";
import { vipApi, type UserVip } from "./vip-api";

/** The signed-in member's VIP period in force (undefined for anyone else), reloaded when the session changes. */
export function useActiveVip(): UserVip | undefined {
  const { user } = useSession();
  const [vip, setVip] = useState<UserVip>();
  // Only a VIP has a period in force (GET /user/vip/active answers 404 to anyone else).
  const vipId = user?.is_vip ? user.id : 0;
  useEffect(() => {
    setVip(undefined);
    if (!vipId) return;
    let live = true;
    void vipApi.active().then((active) => live && setVip(active));
    return () => {
      live = false;
    };
  }, [vipId]);
  return vip;
}
