import { constants } from "@wenku/contract";
import { useSyncExternalStore } from "react";

export type Breakpoint = "mobile" | "tablet" | "desktop";

function current(): Breakpoint {
  const width = window.innerWidth;
  if (width < constants.mobileBelow) return "mobile";
  if (width < constants.tabletBelow) return "tablet";
  return "desktop";
}

function subscribe(listener: () => void) {
  window.addEventListener("resize", listener);
  return () => window.removeEventListener("resize", listener);
}

/** Under 768 px mobile, under 992 px tablet, otherwise desktop; desktop on the server (layout uses CSS first). */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, current, () => "desktop");
}

export function useIsMobile(): boolean {
  return useBreakpoint() === "mobile";
}
