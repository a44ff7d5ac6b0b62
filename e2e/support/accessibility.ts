import type { RunOptions } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { apiSignIn, type ApiSession } from "./accounts";
import { analyzeWithAxe } from "./axe-run";
import { E2E_ADMIN_PASSWORD, launchBrowser, waitForHydration } from "./browser";
import { furnishSite, type SiteContent } from "./site-routes";

/**
 * What every analysis runs: all of axe-core's rules but the experimental ones, the WCAG 2.0 and 2.1 A and AA rules
 * (issue 51) and the best practices alike. (The builder these walks used was given those WCAG tags with `withTags`,
 * which its `options` then replaced, so every rule has run; the audit keeps doing so.)
 */
const analysisOptions: RunOptions = { resultTypes: ["violations"] };
/** The impacts that fail the audit. */
export const failingImpacts = new Set(["serious", "critical"]);

export interface AuditOptions {
  /** Who walks (e.g. "visitor", "member", "admin") and at what width: both go into each finding. */
  label: string;
  /** Called after each route has loaded and before it is analysed (e.g. to switch a reading mode on). */
  prepare?: (page: Page, address: string) => Promise<void>;
  /** Where to save a full-page screenshot of an address before it is analysed; undefined for none. */
  screenshot?: (address: string) => string | undefined;
}

export interface AuditFinding {
  rule: string;
  impact: string;
  address: string;
  label: string;
  help: string;
  targets: string[];
  /** What axe found wrong with the first element (for contrast: both colours and the ratio). */
  detail: string;
}

export interface AuditResult {
  findings: AuditFinding[];
  /** The document title of each address, as the page set it. */
  titles: Map<string, string>;
}

/**
 * Walks `addresses` in `page` (already at the wanted viewport, signed in as wanted): the first by a full load, the
 * others through the app's router, as a click on a link goes. Each is analysed once it has settled; the serious and
 * critical violations of the WCAG 2.x A and AA rules are returned, and a page whose <title> is the previous page's
 * is one too (axe checks that a title exists, not that it tells the pages apart).
 */
export async function auditRoutes(page: Page, addresses: string[], options: AuditOptions): Promise<AuditResult> {
  const findings: AuditFinding[] = [];
  const titles = new Map<string, string>();
  let previousTitle = "";
  for (const [index, address] of addresses.entries()) {
    if (index === 0) {
      await page.goto(address);
      await waitForHydration(page);
    } else {
      await navigateInApp(page, address);
    }
    const titled = await titleOtherThan(page, previousTitle);
    await waitUntilSettled(page);
    await options.prepare?.(page, address);
    previousTitle = await page.title();
    titles.set(address, previousTitle);
    if (!titled) {
      findings.push({ rule: "page-title-unique", impact: "serious", address, label: options.label, help: `the page keeps the previous page's title "${previousTitle}"`, targets: ["title"], detail: "" });
    }
    const screenshot = options.screenshot?.(address);
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    // axe.run in the page itself (as @axe-core/playwright's legacy mode), axe-core injected once per document.
    const results = await analyzeWithAxe(page, analysisOptions);
    for (const violation of results.violations) {
      if (!failingImpacts.has(violation.impact ?? "")) continue;
      findings.push({
        rule: violation.id,
        impact: violation.impact ?? "",
        address,
        label: options.label,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")),
        detail: (violation.nodes[0]?.failureSummary ?? "").replace(/\s+/g, " ").trim(),
      });
    }
  }
  return { findings, titles };
}

/**
 * Waits until the page's title is set and differs from `previous` (the rendered page is then the new one); false
 * when it never does.
 */
async function titleOtherThan(page: Page, previous: string): Promise<boolean> {
  return page
    .waitForFunction((before) => document.title !== "" && document.title !== before, previous, { timeout: 10_000, polling: 50 })
    .then(() => true, () => false);
}

/** One line per violation: rule, impact, page, who and width, what axe says, and the first elements it names. */
export function describeFindings(findings: AuditFinding[]): string {
  return findings
    .map((f) => {
      const shown = f.targets.slice(0, 6).join(" | ");
      const more = f.targets.length > 6 ? ` (+${f.targets.length - 6} more)` : "";
      return `${f.rule} [${f.impact}] ${f.address} (${f.label}): ${f.help} — ${f.targets.length} element(s): ${shown}${more}${f.detail ? ` — first: ${f.detail}` : ""}`;
    })
    .join("\n");
}

/**
 * A client-side navigation to `address` through the app's own router (what a click on a link does), awaited until
 * its loaders have run and the router shows it.
 */
async function navigateInApp(page: Page, address: string) {
  await page.evaluate(async (to) => {
    interface Router {
      navigate: (to: string) => Promise<void>;
      state: { navigation: { state: string }; location: { pathname: string; search: string } };
    }
    const router = (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter;
    await router.navigate(to);
  }, address);
  const target = new URL(address, page.url());
  await page.waitForFunction(
    ([pathname, search]) => location.pathname === pathname && location.search === search,
    [target.pathname, target.search],
  );
}

/**
 * Waits until the page shows its content: no spinner, skeleton or loading bar remains and no antd motion runs (a
 * half-faded element has the contrast of neither of its ends). On a timeout, tells what still moved.
 */
async function waitUntilSettled(page: Page) {
  const busy = () =>
    page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter?: { state: { navigation: { state: string }; revalidation: string } } }).__reactRouterDataRouter;
      if (router && (router.state.navigation.state !== "idle" || router.state.revalidation !== "idle")) return "navigating";
      const loading = document.querySelector(".ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading");
      if (loading) return `loading: ${loading.className}`;
      const motionClass = /-(appear|enter|leave)(-(prepare|start|active))?$/;
      for (const element of document.querySelectorAll("[class]")) {
        for (const name of element.classList) if (name.startsWith("ant-") && motionClass.test(name)) return `motion: ${name}`;
      }
      // The loading bar's slow crawl towards 100 % is not the page's content.
      const running = document.getAnimations().find((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity && !target?.closest("[data-testid=loading-bar]");
      });
      return running ? `animation: ${(running.effect as KeyframeEffect | null)?.target?.className ?? "?"}` : "";
    });
  await expect.poll(busy, { timeout: 20_000, interval: 100, message: `${page.url()} settles` }).toBe("");
}

/** The walks' common ground, for a describe block: one browser, and a site furnished with content (and put back after). */
export interface FurnishedSite {
  browser: Browser;
  admin: ApiSession;
  content: SiteContent;
}

export function useFurnishedSite(): FurnishedSite {
  const site = {} as FurnishedSite;
  let restore: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    site.browser = await launchBrowser();
    site.admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    ({ content: site.content, restore } = await furnishSite(site.admin));
  });
  afterAll(async () => {
    await restore();
    await site.browser?.close();
  });
  return site;
}
