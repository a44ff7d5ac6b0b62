import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { storeSession, type ApiSession } from "./support/accounts";
import { auditRoutes, describeFindings, useFurnishedSite } from "./support/accessibility";
import { newPage } from "./support/browser";
import { adminRoutes, memberRoutes, publicRoutes } from "./support/site-routes";

/** The pages whose look is checked by eye after a change of the theme: their screenshots go to test-results/accessibility/. */
const screenshotDir = "test-results/accessibility";
function screenshotName(address: string): string | undefined {
  if (address === "/") return "home";
  if (address.startsWith("/document/")) return "document";
  if (address.startsWith("/search")) return "search";
  if (address === "/admin/document/list") return "admin-document-list";
  return undefined;
}

describe("accessibility: axe-core's WCAG 2.1 A and AA rules on every route", () => {
  const site = useFurnishedSite();
  beforeAll(() => fs.mkdirSync(screenshotDir, { recursive: true }));

  const walks: Array<{ pages: string; session: () => ApiSession | null; routes: () => string[] }> = [
    { pages: "the visitor's pages", session: () => null, routes: () => publicRoutes(site.content) },
    { pages: "the member's pages", session: () => site.content.member, routes: () => memberRoutes(site.content) },
    // The back office in two walks, each well within a test's time: the settings pages, then the others.
    { pages: "the settings pages of the back office", session: () => site.admin, routes: () => adminRoutes.filter((address) => address.startsWith("/admin/config/")) },
    { pages: "the other back-office pages", session: () => site.admin, routes: () => adminRoutes.filter((address) => !address.startsWith("/admin/config/")) },
  ];

  for (const walk of walks) {
    for (const width of [1366, 375]) {
      it(`finds no serious or critical violation on ${walk.pages} at ${width} px`, async () => {
        const { page, context } = await newPage(site.browser, { width, height: 900 });
        const session = walk.session();
        if (session) await storeSession(page, session);
        const routes = walk.routes();
        const { findings, titles } = await auditRoutes(page, routes, {
          label: `${width} px`,
          screenshot: (address) => {
            const name = screenshotName(address);
            return name && `${screenshotDir}/${name}-${width}.png`;
          },
        });
        await context.close();
        expect(findings.length, `\n${describeFindings(findings)}\n`).toBe(0);
        // Each page has a title of its own, not only one that differs from the page before.
        const byTitle = new Map<string, string[]>();
        for (const [address, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), address]);
        expect([...byTitle].filter(([, addresses]) => addresses.length > 1)).toEqual([]);
      });
    }
  }
});
