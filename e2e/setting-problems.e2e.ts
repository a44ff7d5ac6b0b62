import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, saveSettings, storeSession, type ApiSession } from "./support/accounts";
import { baseUrl, E2E_ADMIN_PASSWORD, launchBrowser, newPage, nextClientAddress, waitForHydration } from "./support/browser";
import { laneDataDir } from "./support/lane";
import { createDocument, docxOfPages, waitForConverted } from "./support/document-fixtures";

/** A 1×1 transparent PNG. */
const onePixelPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

async function uploadConfigImage(token: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([onePixelPng]), "watermark.png");
  const response = await fetch(`${baseUrl()}/api/v1/upload/config`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": nextClientAddress() },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { path: string } }).data.path;
}

describe("a setting that breaks conversion shows on the dashboard", () => {
  let browser: Browser;
  let admin: ApiSession;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await saveSettings(admin.token, [
      { category: "system", name: "enable_watermark", value: "false" },
      { category: "system", name: "watermark", value: "" },
    ]);
    await page?.context().close();
    await browser?.close();
  });

  it("converts without a watermark image that was removed, and the dashboard says so", async () => {
    const watermark = await uploadConfigImage(admin.token);
    await saveSettings(admin.token, [
      { category: "system", name: "watermark", value: watermark },
      { category: "system", name: "enable_watermark", value: "true" },
    ]);
    fs.rmSync(path.join(laneDataDir(), "storage", watermark.slice(1)));
    const document = await createDocument(admin.token, await docxOfPages([["水印图片已被删除的文档"]]), "水印.docx", "水印图片已被删除");
    await waitForConverted(admin.token, document.id);

    ({ page } = await newPage(browser));
    await storeSession(page, admin);
    await page.goto("/admin");
    await waitForHydration(page);
    const alert = page.getByTestId("setting-problems");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("水印图片不存在");
    // The unset site address is a problem of the same form (基础配置), so both links lead there.
    await alert.getByRole("link", { name: "前往修改" }).first().click();
    await page.waitForURL((url) => url.pathname === "/admin/config/system");
  });
});
