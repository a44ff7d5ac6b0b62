import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { clickUntil, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { createDocument, waitForConverted } from "./support/document-fixtures";

/** Real documents whose glyphs include `<`, `&` and quotes (origin and licence: the README beside them). */
const realFixture = (name: string) => fs.readFileSync(new URL(`../apps/server/src/test/fixtures/real/${name}`, import.meta.url));

interface Shown {
  page: number;
  complete: boolean;
  naturalWidth: number;
}

/** Every page image of the reader after 继续阅读 has shown them all and each has been scrolled into view. */
async function showEveryPage(page: Page, pageCount: number): Promise<Shown[]> {
  const readerPages = page.getByTestId("reader-page");
  while ((await readerPages.count()) < pageCount) {
    const before = await readerPages.count();
    await clickUntil(page, page.getByTestId("continue-reading"), async () => (await readerPages.count()) > before);
  }
  for (let index = 0; index < pageCount; index++) await readerPages.nth(index).scrollIntoViewIfNeeded();
  const images = () =>
    page.locator('[data-testid="reader-page"] img').evaluateAll((images) =>
      images.map((img, index) => ({ page: index + 1, complete: (img as HTMLImageElement).complete, naturalWidth: (img as HTMLImageElement).naturalWidth })),
    );
  // A broken image is complete with no natural width; wait until every image has settled one way or the other.
  await expect.poll(async () => (await images()).every((image) => image.complete), { timeout: 30_000 }).toBe(true);
  return images();
}

describe("page images of real documents decode in Chromium", () => {
  let browser: Browser;
  let admin: ApiSession;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
  });
  afterAll(() => browser?.close());

  it.each([
    ["the libtasn1 PDF manual (C code; mupdf writes data-text=\"<\" on its pages 5, 8, 9 and 10)", "libtasn1.pdf"],
    ["a text file of C source and HTML markup", "markup-and-code.txt"],
  ])("%s: every page shown has decoded", async (_name, file) => {
    const title = uniqueName("页面图片");
    const created = await createDocument(admin.token, realFixture(file), file, title);
    const converted = await waitForConverted(admin.token, created.id);
    expect(converted.pages).toBeGreaterThan(0);

    const { page, context } = await newPage(browser);
    try {
      await storeSession(page, admin);
      await page.goto(`/document/${created.uuid}`);
      await waitForHydration(page);
      const shown = await showEveryPage(page, converted.pages);
      expect(shown).toHaveLength(converted.pages);
      expect(shown.filter((image) => image.naturalWidth === 0).map((image) => image.page)).toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-page-images-${file}.png` });
    } finally {
      await context.close();
    }
  });

  it("the admin dashboard shows the page image repair with its figures", async () => {
    const { page, context } = await newPage(browser);
    try {
      await storeSession(page, admin);
      await page.goto("/admin/dashboard");
      await waitForHydration(page);
      const card = page.getByTestId("overview-page-repair");
      await card.waitFor();
      await expect.poll(() => card.textContent()).toMatch(/页面图片修复.*已检查页.*已修复页.*重新转换/);
      await expect.poll(() => page.getByTestId("page-repair-state").textContent(), { timeout: 30_000 }).toBe("全部页面图片已检查完毕");
      await card.screenshot({ path: "/tmp/e2e-page-repair-card.png" });
    } finally {
      await context.close();
    }
  });
});
