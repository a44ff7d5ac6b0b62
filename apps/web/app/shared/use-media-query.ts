import { constants } from "@wenku/contract";
import { useCallback, useSyncExternalStore } from "react";

/** Whether a CSS media query matches; false on the server and during hydration. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** Phones: under 768 px (spec §2 Mobile). */
export const useIsMobile = () => useMediaQuery(`(max-width: ${constants.mobileBelow - 1}px)`);
