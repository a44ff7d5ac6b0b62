import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { storeSession, type ApiSession } from "./support/accounts";
import { auditRoutes, describeFindings, useFurnishedSite } from "./support/accessibility";
import { newPage } from "./support/browser";
import { publicRoutes, type SiteContent } from "./support/site-routes";

/** A few member pages: the member centre, forms and the chat pages, where the larger text has most to fit. */
const memberPages = (content: SiteContent) => ["/me", "/me/profile", "/chat", "/me/document", "/upload", `/chat/${content.topicUuid}`, "/post"];

/** The reading mode is on on every page analysed, at its larger size. */
async function expectReadingMode(page: Page) {
  expect(await page.evaluate(() => document.documentElement.classList.contains("wk-reading"))).toBe(true);
  await expect.poll(() => page.evaluate(() => Number.parseFloat(getComputedStyle(document.querySelector(".ant-app") ?? document.body).fontSize))).toBeGreaterThanOrEqual(21);
}

const widths = [1366, 375];

describe("accessibility with the reading mode (长辈模式) on: axe-core's WCAG 2.1 A and AA rules", () => {
  const site = useFurnishedSite();

  const walks: Array<{ role: string; session: () => ApiSession | null; routes: () => string[] }> = [
    { role: "visitor", session: () => null, routes: () => publicRoutes(site.content) },
    { role: "member", session: () => site.content.member, routes: () => memberPages(site.content) },
  ];

  for (const walk of walks) {
    it(`finds no serious or critical violation on the ${walk.role}'s pages at ${widths.join(" and ")} px`, async () => {
      const { page, context } = await newPage(site.browser, { width: widths[0], height: 900 });
      await page.addInitScript(() => window.localStorage.setItem("wenku-reading-mode", "on"));
      const session = walk.session();
      if (session) await storeSession(page, session);
      const { findings } = await auditRoutes(page, walk.routes(), { label: `${walk.role}, reading mode`, widths, prepare: expectReadingMode });
      await context.close();
      expect(findings.length, `\n${describeFindings(findings)}\n`).toBe(0);
    });
  }
});
