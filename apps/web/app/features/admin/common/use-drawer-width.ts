import { constants } from "@wenku/contract";
import { useIsMobile } from "../../../shared/use-media-query";

/** Admin drawers are 50% wide, 90% on phones (spec §9). */
export function useDrawerWidth(): string {
  return useIsMobile() ? constants.adminDrawerWidthMobile : constants.adminDrawerWidth;
}
