import { Dropdown, Popover, Tooltip, type DropdownProps, type PopoverProps, type TooltipProps } from "antd";
import { useHydrated } from "../lib/use-hydrated";

/*
 * antd's hover overlays once the page has hydrated; until then their trigger alone. A closed overlay adds nothing to
 * the HTML, yet each cost a server render about as much as a dozen buttons (its trigger, placements and styles): on
 * an uncached page, rendered for one visitor, work without a visible result. An overlay opens on hover, focus or
 * click, which need the hydrated page anyway.
 */

export function HoverTooltip({ children, ...props }: TooltipProps) {
  return useHydrated() ? <Tooltip {...props}>{children}</Tooltip> : children;
}

export function HoverPopover({ children, ...props }: PopoverProps) {
  return useHydrated() ? <Popover {...props}>{children}</Popover> : children;
}

export function HoverDropdown({ children, ...props }: DropdownProps) {
  return useHydrated() ? <Dropdown {...props}>{children}</Dropdown> : children;
}
