import { advertisementEndpoints, type AdPosition, type AdvertisementPublic } from "@wenku/contract";
import { callApi } from "../../lib/call-api";
import { readSession } from "../../lib/session-store";

/** Ads of a position are asked for again after this long (page changes within it reuse them). */
const freshForMs = 60_000;

interface Cached {
  at: number;
  ads: Promise<AdvertisementPublic[]>;
  /** Once the request answered. */
  value?: AdvertisementPublic[];
}

/** Per visitor (user id or stranger) and position, so signing in or out never reuses another visitor's answer. */
const cache = new Map<string, Cached>();
let queued: Array<{ position: AdPosition; resolve: (ads: Promise<AdvertisementPublic[]>) => void }> = [];

const keyOf = (position: AdPosition) => `${readSession().user?.id ?? 0}:${position}`;

/** The positions asked for within one tick go out as one request (`position=a&position=b`); never for a VIP. */
function flush() {
  const batch = queued;
  queued = [];
  const positions = [...new Set(batch.map((q) => q.position))];
  const reply = readSession().user?.is_vip
    ? Promise.resolve<AdvertisementPublic[]>([])
    : callApi(advertisementEndpoints.position, { query: { position: positions } }).then((r) => r.advertisement);
  for (const { position, resolve } of batch) resolve(reply.then((ads) => ads.filter((ad) => ad.position === position)));
}

/**
 * The ads showing now in a position, fetched in the browser only (a server render carries no user state): slots
 * mounted together share one request, and a position's ads are reused for a minute.
 */
export function loadAds(position: AdPosition): Promise<AdvertisementPublic[]> {
  const key = keyOf(position);
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < freshForMs) return cached.ads;
  const entry: Cached = {
    at: Date.now(),
    ads: new Promise<AdvertisementPublic[]>((resolve) => {
      if (queued.length === 0) setTimeout(flush, 0);
      queued.push({ position, resolve });
    }),
  };
  entry.ads.then(
    (ads) => (entry.value = ads),
    () => cache.delete(key),
  );
  cache.set(key, entry);
  return entry.ads;
}

/** The ads a position's last request answered, to show at once on a page change; undefined before. */
export function loadedAds(position: AdPosition): AdvertisementPublic[] | undefined {
  return cache.get(keyOf(position))?.value;
}
