import fs from "node:fs";
import type { PublicSettings } from "@wenku/contract";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect } from "vitest";
import { startCpuLog } from "./cpu-log";
import { lane } from "./lane";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
export const baseUrl = () => lane().baseUrl;

/**
 * Debian's Chromium, never a downloaded browser: its old headless shell (package chromium-headless-shell, the same
 * Chromium build without the desktop browser around it) when installed, as it needs about half the CPU of
 * `chromium --headless` for the same pages; CHROMIUM_PATH picks another (e.g. /usr/bin/chromium).
 */
export function browserExecutable(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium";
}

const headlessShell = "/usr/bin/chromium-headless-shell";

/** Headless Chromium with the flags this closed network needs; `extraArgs` add to them. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const logCpu = startCpuLog(lane().pid);
  const browser = await chromium.launch({
    executablePath: browserExecutable(),
    headless: true,
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage", ...extraArgs,
    ],
  });
  if (logCpu) {
    const close = browser.close.bind(browser);
    browser.close = (options) => {
      logCpu();
      return close(options);
    };
  }
  return browser;
}

export interface PageOptions {
  width?: number;
  height?: number;
  /**
   * Browser tests ask for reduced motion, which the site honours by skipping antd's animations: a click then never
   * lands on a dialog or menu that is still growing in (the press on the button, the release beside it).
   */
  reducedMotion?: "reduce" | "no-preference";
  /** The device pixel ratio (1 unless set). */
  deviceScaleFactor?: number;
  /** A touch screen (taps and touch events), as on a phone. */
  hasTouch?: boolean;
}

/**
 * A new browser context, a visitor of its own: its requests present their own client address (`clientAddress`), so
 * pages of tests that run in the same minute do not share the per-IP limits (captcha 30/min…) as one visitor would.
 */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; clientAddress: string }> {
  const clientAddress = nextClientAddress();
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: "zh-CN",
    reducedMotion: options.reducedMotion ?? "reduce",
    deviceScaleFactor: options.deviceScaleFactor,
    hasTouch: options.hasTouch,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress },
  });
  const page = await context.newPage();
  return { context, page, clientAddress };
}

let clientCounter = 0;
/**
 * Test set-up calls the API directly from 127.0.0.1 many times a minute. The server trusts its loopback proxy, so
 * each call (and each browser context of newPage) presents its own client address and the per-IP rate limits
 * (login 10/min…) stay as in production.
 */
export function nextClientAddress(): string {
  clientCounter++;
  return `10.200.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

/** Calls the API directly (test set-up), outside the browser. */
export async function apiCall<T = unknown>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
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
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body: body as T };
}

/** GET /api/v1/settings: the public settings as a visitor sees them. */
export const publicSettings = async () => (await apiCall<PublicSettings>("GET", "/api/v1/settings")).body;

/** Waits until the page has hydrated (React attached), so clicks reach handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __wenkuHydrated?: boolean }).__wenkuHydrated === true, undefined, { timeout: 30_000 });
}

/**
 * Waits until antd has finished its open and close motions: no element carries an rc-motion class
 * (`…-appear`, `…-enter`, `…-leave`, with `-prepare`, `-start` or `-active`) and no finite CSS animation or
 * transition runs (endless ones, such as spinners, are ignored). Under CPU load a click during a drawer or modal
 * motion can land on a moving target or on the mask.
 */
export async function waitForMotion(page: Page, timeout = 15_000) {
  await page.waitForFunction(
    () => {
      const motionClass = /-(appear|enter|leave)(-(prepare|start|active))?$/;
      for (const element of document.querySelectorAll("[class]")) {
        for (const name of element.classList) if (name.startsWith("ant-") && motionClass.test(name)) return false;
      }
      return document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity);
    },
    undefined,
    { timeout, polling: 50 },
  );
}

/**
 * Clicks `target` (once it is visible and every motion is over) and polls `done`; when the click did not take
 * within `settle` ms, clicks again, up to `attempts` times. Only for clicks whose effect `done` observes, so
 * that a second click never undoes a first one that took.
 */
export async function clickUntil(page: Page, target: Locator, done: () => boolean | Promise<boolean>, options: { attempts?: number; settle?: number } = {}) {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    await target.waitFor({ state: "visible" });
    await waitForMotion(page);
    await target.click();
    try {
      await expect.poll(done, { timeout: options.settle ?? 3000, interval: 100 }).toBe(true);
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/** Notes every request the page sends: `sent(method, path)` tells whether one went out (so a click took). */
export function watchRequests(page: Page): (method: string, path: string) => boolean {
  const seen = new Set<string>();
  page.on("request", (request) => seen.add(`${request.method()} ${new URL(request.url()).pathname}`));
  return (method, path) => seen.has(`${method} ${path}`);
}

/**
 * A button's accessible name: antd writes two-character labels with a space between them ("确 定"), and an
 * invisible icon left by its loading animation may put "loading" in front.
 */
export const buttonLabel = (text: string) => new RegExp(`^(loading )?${[...text].join("\\s*")}$`);

/** After a test: a failed one leaves a screenshot of its page in test-results/<prefix>-<test>.png; the page's context closes. */
export async function closeTestPage(page: Page | undefined, prefix: string, task: { name: string; result?: { state?: string } }): Promise<void> {
  if (!page || page.isClosed()) return;
  if (task.result?.state === "fail") {
    await page.screenshot({ path: `test-results/${prefix}-${task.name.replace(/[^\p{L}\p{N}]+/gu, "-")}.png` }).catch(() => undefined);
  }
  await page.context().close();
}
