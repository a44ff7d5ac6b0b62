import type { AdPosition, AdvertisementPublic } from "@wenku/contract";
import { useEffect, useState } from "react";
import { useSession } from "../../lib/session";
import { readSession } from "../../lib/session-store";
import { useSettings } from "../../lib/site-data";
import { useHydrated } from "../../lib/use-hydrated";
import { loadAds, loadedAds } from "./ad-loader";
import { mayRequestAds } from "./may-request-ads";

/**
 * The ads of one position, loaded after hydration: none in a server render, and none — never asked for — for a
 * VIP. The stored session is read when loading, so a VIP is not taken for a stranger while the page hydrates.
 */
export function useAds(position: AdPosition): AdvertisementPublic[] {
  const hydrated = useHydrated();
  const session = useSession();
  const { security } = useSettings();
  const allowed = hydrated && mayRequestAds(security, session);
  const [ads, setAds] = useState<AdvertisementPublic[]>(() => (hydrated ? (loadedAds(position) ?? []) : []));

  const { is_close, login_required } = security;
  useEffect(() => {
    if (!mayRequestAds({ is_close, login_required }, readSession())) return;
    let live = true;
    loadAds(position)
      .then((loaded) => live && setAds(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [position, session.user?.id, session.user?.is_vip, is_close, login_required]);

  return allowed ? ads : [];
}
