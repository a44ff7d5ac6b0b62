import type { Browser, Page } from "playwright-core";
import { storeSession, type ApiSession } from "./accounts";
import { newPage, waitForHydration, type PageOptions } from "./browser";

/**
 * A page of its own (a new browser context) at `options`' size, signed in as `session` when one is given, opened at
 * `address` and hydrated; `watch` runs before the address loads (to listen to its requests).
 */
export async function openPage(browser: Browser, session: ApiSession | null | undefined, address: string, options: PageOptions & { watch?: (page: Page) => void } = {}) {
  const opened = await newPage(browser, options);
  if (session) await storeSession(opened.page, session);
  options.watch?.(opened.page);
  const response = await opened.page.goto(address);
  await waitForHydration(opened.page);
  return { ...opened, response };
}
