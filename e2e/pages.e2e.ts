import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "./support/browser";

describe("server-rendered pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("renders the home page on the server before any script runs", async () => {
    const html = await (await fetch(baseUrl() + "/")).text();
    expect(html).toContain("<title>文库</title>");
  });

  it("shows the 404 page for an unmatched route", async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found").textContent()).resolves.toBe("404 This page could not be found");
    await context.close();
  });
});
