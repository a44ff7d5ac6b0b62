import { useEffect } from "react";

const focusableSelector = [
  "a[href]", "button:not([disabled])", "input:not([disabled]):not([type='hidden'])", "select:not([disabled])",
  "textarea:not([disabled])", "[tabindex]:not([tabindex='-1'])",
].join(",");

const isShown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";

/** The dialog or drawer on top: the last open element marked aria-modal. */
function topDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>("[aria-modal='true']")].filter(isShown);
  return open.at(-1) ?? null;
}

function focusablesOf(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) => element.tabIndex >= 0 && isShown(element));
}

/**
 * Tab from the last control of an open dialog or drawer goes to its first, Shift+Tab from the first to its last.
 * antd keeps focus from landing outside one, but lets Tab leave the page for the browser's own controls in between.
 */
export function useDialogFocusWrap(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || event.defaultPrevented) return;
      const dialog = topDialog();
      if (!dialog) return;
      const focusables = focusablesOf(dialog);
      if (focusables.length === 0) return;
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const active = document.activeElement;
      const inside = active instanceof HTMLElement && dialog.contains(active);
      const target = !inside ? first : event.shiftKey && active === first ? last : !event.shiftKey && active === last ? first : null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
