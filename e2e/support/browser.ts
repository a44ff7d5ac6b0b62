import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
export const baseUrl = () => inject("baseUrl");

/** Debian's Chromium, headless, with the flags this closed network needs. Never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
    ],
  });
}

export async function newPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: "zh-CN",
  });
  const page = await context.newPage();
  return { context, page };
}

let clientCounter = 0;
/**
 * Test set-up calls the API directly from 127.0.0.1 many times a minute. The server trusts its loopback proxy, so
 * each call presents its own client address and the per-IP rate limits (login 10/min…) stay as in production.
 */
export function nextClientAddress(): string {
  clientCounter++;
  return `10.200.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

/** Calls the API directly (test set-up), outside the browser. */
export async function apiCall<T = any>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(baseUrl() + path, {
    method,
    headers: {
      "X-Forwarded-For": nextClientAddress(),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body };
}

/** Waits until the page has hydrated (React attached), so clicks reach handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __wenkuHydrated?: boolean }).__wenkuHydrated === true, undefined, { timeout: 30_000 });
}
