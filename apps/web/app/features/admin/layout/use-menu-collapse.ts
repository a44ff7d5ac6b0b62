import { constants } from "@wenku/contract";
import { useCallback, useState } from "react";
import { useIsMobile, useMediaQuery } from "../../../shared/use-media-query";

/**
 * The side menu's state: collapsed by default under 1000 px, toggled by the header button. Crossing the
 * 1000 px width goes back to the default for the new width. On phones the collapsed menu hides completely.
 */
export function useMenuCollapse() {
  const narrow = useMediaQuery(`(max-width: ${constants.adminMenuCollapseBelow - 1}px)`);
  const mobile = useIsMobile();
  const [toggled, setToggled] = useState<{ narrow: boolean; collapsed: boolean } | null>(null);
  const collapsed = toggled && toggled.narrow === narrow ? toggled.collapsed : narrow;

  const toggle = useCallback(() => setToggled({ narrow, collapsed: !collapsed }), [narrow, collapsed]);
  const collapseOnPhone = useCallback(() => {
    if (mobile) setToggled({ narrow, collapsed: true });
  }, [mobile, narrow]);
  return { collapsed, mobile, toggle, collapseOnPhone };
}
