import { useEffect, useState } from "react";
import { useSession } from "../../lib/session";
import { vipApi, type UserVip } from "./vip-api";

/** The signed-in member's VIP period in force (undefined for anyone else), reloaded when the session changes. */
export function useActiveVip(): UserVip | undefined {
  const { user } = useSession();
  const [loaded, setLoaded] = useState<{ vipId: number; vip: UserVip | undefined }>();
  // Only a VIP has a period in force (GET /user/vip/active answers 404 to anyone else).
  const vipId = user?.is_vip ? user.id : 0;
  useEffect(() => {
    if (!vipId) return;
    let live = true;
    void vipApi.active().then((vip) => live && setLoaded({ vipId, vip }));
    return () => {
      live = false;
    };
  }, [vipId]);
  return vipId && loaded?.vipId === vipId ? loaded.vip : undefined;
}
