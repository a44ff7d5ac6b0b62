import type { Page } from "playwright-core";
import { expect } from "vitest";

/** What the focused element is, for messages: tag, accessible-ish name and test id. */
export const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "body";
    const name = el.getAttribute("aria-label") || el.innerText?.trim().slice(0, 20) || el.querySelector("img")?.alt || (el as HTMLInputElement).placeholder || "";
    return `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ""} ${name}`.trim();
  });

/** Whether the focused element matches `selector` (itself or an ancestor, for antd's wrapped inputs). */
export const focusIsOn = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement && document.activeElement !== document.body && document.activeElement.closest(s)), selector);

/**
 * Whether the focused element shows where focus is: an outline, or a box shadow on it or on the wrapper antd draws
 * around an input (its focus ring).
 */
export const focusRingVisible = (page: Page) =>
  page.evaluate(() => {
    const shows = (el: Element | null) => {
      if (!el) return false;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1;
      return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
    };
    const el = document.activeElement;
    return shows(el) || shows(el?.closest(".ant-input-affix-wrapper, .ant-input-number, .ant-input-search, .ant-select, .ant-radio-wrapper, .ant-switch, .ant-checkbox-wrapper, .wk-chat-composer") ?? null);
  });

/**
 * Presses Tab (Shift+Tab with `backwards`) until focus is on `selector`, failing after `limit` presses, and checks
 * the element shows a focus ring.
 */
export async function tabTo(page: Page, selector: string, options: { limit?: number; backwards?: boolean } = {}) {
  const limit = options.limit ?? 60;
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(options.backwards ? "Shift+Tab" : "Tab");
    if (await focusIsOn(page, selector)) {
      expect(await focusRingVisible(page), `focus ring on ${await focusedDescription(page)}`).toBe(true);
      return;
    }
  }
  throw new Error(`${selector} not reached in ${limit} presses of Tab (focus on ${await focusedDescription(page)})`);
}

/** The focused element after each of `presses` presses of Tab, described. */
export async function tabOrder(page: Page, presses: number): Promise<string[]> {
  const order: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press("Tab");
    order.push(await focusedDescription(page));
  }
  return order;
}

/** Whether focus is inside the open dialog (an antd modal, confirm or drawer). */
export const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest(".ant-modal-wrap, .ant-drawer-content-wrapper, [role='dialog']")));
