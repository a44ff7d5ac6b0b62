import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { storeSession, type ApiSession } from "./support/accounts";
import { auditRoutes, describeFindings, useFurnishedSite } from "./support/accessibility";
import { newPage } from "./support/browser";
import { adminRoutes, memberRoutes, publicRoutes } from "./support/site-routes";

/**
 * The pages whose look is checked by eye after a change of the theme: with WENKU_A11Y_SCREENSHOTS=1 their screenshots
 * go to test-results/accessibility/ (nobody looks at them in a plain run, which they cost Chromium full-page renders).
 */
const screenshotDir = process.env.WENKU_A11Y_SCREENSHOTS === "1" ? "test-results/accessibility" : undefined;
function screenshotName(address: string): string | undefined {
  if (address === "/") return "home";
  if (address.startsWith("/document/")) return "document";
  if (address.startsWith("/search")) return "search";
  if (address === "/admin/document/list") return "admin-document-list";
  return undefined;
}

const widths = [1366, 375];
const isAdminPart = (address: string, parts: string[]) => parts.some((part) => address.startsWith(`/admin/${part}/`));

describe("accessibility: axe-core's WCAG 2.1 A and AA rules on every route", () => {
  const site = useFurnishedSite();

  const walks: Array<{ pages: string; session: () => ApiSession | null; routes: () => string[] }> = [
    { pages: "the visitor's pages", session: () => null, routes: () => publicRoutes(site.content) },
    { pages: "the member's pages", session: () => site.content.member, routes: () => memberRoutes(site.content) },
    // The back office in three walks, each well within a test's time.
    { pages: "the settings pages of the back office", session: () => site.admin, routes: () => adminRoutes.filter((address) => isAdminPart(address, ["config"])) },
    { pages: "the document, user and spider pages of the back office", session: () => site.admin, routes: () => adminRoutes.filter((address) => isAdminPart(address, ["document", "user", "spider"])) },
    { pages: "the other back-office pages", session: () => site.admin, routes: () => adminRoutes.filter((address) => !isAdminPart(address, ["config", "document", "user", "spider"])) },
  ];

  for (const walk of walks) {
    it(`finds no serious or critical violation on ${walk.pages} at ${widths.join(" and ")} px`, async () => {
      const { page, context } = await newPage(site.browser, { width: widths[0], height: 900 });
      const session = walk.session();
      if (session) await storeSession(page, session);
      if (screenshotDir) fs.mkdirSync(screenshotDir, { recursive: true });
      const { findings, titles } = await auditRoutes(page, walk.routes(), {
        label: walk.pages,
        widths,
        screenshot: (address, width) => {
          const name = screenshotDir && screenshotName(address);
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
});
