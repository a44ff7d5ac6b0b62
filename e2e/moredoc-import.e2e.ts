import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext, createServer, silentLogger, type Server } from "../apps/server/src/bootstrap.js";
import { createMoredocSite, type MoredocSiteSummary } from "../apps/server/src/import/moredoc/fixture/create-moredoc-site.js";
import { mariadbInstalled, startMariadbTestServer, type MariadbTestServer } from "../apps/server/src/import/moredoc/fixture/mariadb-test-server.js";
import { importMoredoc } from "../apps/server/src/import/moredoc/import-moredoc.js";
import { snapshotWebBuild } from "../apps/server/src/test/web-build-snapshot.js";
import { launchBrowser, waitForHydration } from "./support/browser";

const quiet = { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream;
const installed = mariadbInstalled();
if (!installed) console.warn("moredoc-import.e2e.ts skipped: mariadbd is not installed (apt-get install mariadb-server)");

/** The images inside `selector` once each has settled: loaded (a natural width) or broken (none). */
async function settledImages(page: Page, selector: string): Promise<Array<{ src: string; naturalWidth: number }>> {
  const images = () =>
    page.locator(selector).evaluateAll((found) => found.map((img) => ({ src: (img as HTMLImageElement).currentSrc, complete: (img as HTMLImageElement).complete, naturalWidth: (img as HTMLImageElement).naturalWidth })));
  await expect.poll(async () => (await images()).length > 0 && (await images()).every((image) => image.complete), { timeout: 30_000 }).toBe(true);
  return (await images()).map(({ src, naturalWidth }) => ({ src, naturalWidth }));
}

/**
 * A MOREDOC site (MariaDB + its files folder, made by the fixture) imported into a new Wenku site, then used in the
 * browser as its members would: an old member signs in with the old password and opens an imported document and
 * article at their MOREDOC URLs.
 */
describe.skipIf(!installed)("a MOREDOC site after import", () => {
  let mariadb: MariadbTestServer;
  let root: string;
  let site: MoredocSiteSummary;
  let server: Server;
  let baseUrl: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mariadb = await startMariadbTestServer();
    root = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-e2e-moredoc-"));
    const filesDir = path.join(root, "moredoc");
    const dataDir = path.join(root, "wenku");
    site = await createMoredocSite({ dsn: mariadb.dsn, filesDir, documents: 8 });
    const ctx = await createContext({ dataDir, workers: "none" }, silentLogger);
    try {
      await importMoredoc(ctx, { dsn: mariadb.dsn, filesDir, out: quiet });
    } finally {
      await ctx.db.close();
    }
    server = await createServer({ dataDir, port: 0, host: "127.0.0.1", production: true, webBuildDir: snapshotWebBuild(dataDir) }, { log: silentLogger, web: true });
    baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: "zh-CN", reducedMotion: "reduce" });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await mariadb?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it("signs an imported member in with the MOREDOC password", async () => {
    const member = site.users.find((user) => !user.barred && user.username !== "admin" && /^[a-z]+$/.test(user.username));
    if (!member) throw new Error("the fixture made no plain member");
    const captcha = page.waitForResponse((reply) => reply.url().includes("/api/v1/user/captcha?type=login"));
    await page.goto("/login");
    await waitForHydration(page);
    const asked = (await (await captcha).json()) as { enable: boolean; id?: string };
    await page.locator("#username").fill(member.username);
    await page.locator("#password").fill(member.password);
    if (asked.enable && asked.id) {
      const db = new Database(path.join(root, "wenku", "wenku.db"), { readonly: true, fileMustExist: true });
      try {
        await page.locator("#captcha").fill((db.prepare("SELECT answer FROM captcha WHERE id = ?").get(asked.id) as { answer: string }).answer);
      } finally {
        db.close();
      }
    }
    await page.getByRole("button", { name: "立即登录" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByTestId("header-user").textContent()).resolves.toContain(member.username);
  });

  it("opens an imported document at /document/<uuid> with its MOREDOC page images decoded", async () => {
    await page.goto(`/document/${site.document.uuid}`);
    await waitForHydration(page);
    await expect(page.getByTestId("document-title").textContent()).resolves.toContain(site.document.title);
    const images = await settledImages(page, '[data-testid="reader-page"] img');
    expect(images.filter((image) => image.naturalWidth === 0).map((image) => image.src)).toEqual([]);
  });

  it("opens an imported article at /article/<identifier> with its text and picture", async () => {
    await page.goto(`/article/${site.article.identifier}`);
    await waitForHydration(page);
    await expect(page.getByTestId("article-title").textContent()).resolves.toBe(site.article.title);
    const content = page.getByTestId("article-content");
    await expect(content.textContent()).resolves.toContain("迁移前请备份");
    await expect(content.textContent()).resolves.toContain("a < b && c > d");
    const pictures = await settledImages(page, '[data-testid="article-content"] img');
    expect(pictures.filter((image) => image.naturalWidth === 0).map((image) => image.src)).toEqual([]);
  });
});
