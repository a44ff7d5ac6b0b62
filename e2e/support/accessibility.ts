import type { RunOptions } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { apiSignIn, type ApiSession } from "./accounts";
import { analyzeWithAxe } from "./axe-run";
import { defaultRulesReporting } from "./axe-rules";
import { E2E_ADMIN_PASSWORD, launchBrowser, waitForHydration } from "./browser";
import { furnishSite, type SiteContent } from "./site-routes";

/** The impacts that fail the audit. */
export const failingImpacts = new Set(["serious", "critical"]);
/**
 * What every analysis runs: each of axe-core's default rules (all but the experimental and deprecated ones: the WCAG
 * 2.0 and 2.1 A and AA rules of issue 51 and the best practices alike) that can report a failing impact. The others
 * (region, heading-order, the landmark rules…) only ever report moderate or minor violations, which the audit
 * ignored; they took about a third of each analysis (no-autoplay-audio also had axe preload every stylesheet and media element).
 */
const analysisOptions: RunOptions = { resultTypes: ["violations"], runOnly: { type: "rule", values: defaultRulesReporting(failingImpacts) } };

export interface AuditOptions {
  /** Who walks (e.g. "visitor", "member, reading mode"): goes into each finding, with the width. */
  label: string;
  /** The viewport widths each address is analysed at, the page resized in place from one to the next. */
  widths: number[];
  /** Called once each route has loaded or been resized, before it is analysed (e.g. to check a reading mode). */
  prepare?: (page: Page, address: string) => Promise<void>;
  /** Where to save a full-page screenshot of an address at a width before it is analysed; undefined for none. */
  screenshot?: (address: string, width: number) => string | undefined;
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
 * Walks `addresses` in `page` (signed in as wanted): the first by a full load, the others through the app's router,
 * as a click on a link goes. Each is analysed once it has settled, at each of `options.widths` in turn (the next
 * address is reached at the width the previous one ended at, so both widths see navigations); the serious and
 * critical violations are returned, and a page whose <title> is the previous page's is one too (axe checks that a
 * title exists, not that it tells the pages apart).
 */
export async function auditRoutes(page: Page, addresses: string[], options: AuditOptions): Promise<AuditResult> {
  const findings: AuditFinding[] = [];
  const titles = new Map<string, string>();
  let previousTitle = "";
  let widths = options.widths;
  await resizeTo(page, widths[0]);
  for (const [index, address] of addresses.entries()) {
    if (index === 0) {
      await page.goto(address);
      await waitForHydration(page);
    } else {
      await navigateInApp(page, address);
    }
    const titled = await titleOtherThan(page, previousTitle);
    for (const [step, width] of widths.entries()) {
      const label = `${options.label}, ${width} px`;
      if (step > 0) await resizeTo(page, width);
      await waitUntilSettled(page);
      await options.prepare?.(page, address);
      if (step === 0) {
        previousTitle = await page.title();
        titles.set(address, previousTitle);
        if (!titled) findings.push({ rule: "page-title-unique", impact: "serious", address, label, help: `the page keeps the previous page's title "${previousTitle}"`, targets: ["title"], detail: "" });
      }
      const screenshot = options.screenshot?.(address, width);
      if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
      findings.push(...(await analyze(page, address, label)));
    }
    widths = [...widths].reverse();
  }
  return { findings, titles };
}

/** axe.run in the page itself (as @axe-core/playwright's legacy mode), axe-core injected once per document. */
async function analyze(page: Page, address: string, label: string): Promise<AuditFinding[]> {
  const results = await analyzeWithAxe(page, analysisOptions);
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ""))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      address,
      label,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
      detail: (violation.nodes[0]?.failureSummary ?? "").replace(/\s+/g, " ").trim(),
    }));
}

/**
 * Sets the viewport's width (900 px high) and waits two frames, so that media queries, resize observers and the
 * renders they cause have run before the page is checked for motion.
 */
async function resizeTo(page: Page, width: number) {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
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
