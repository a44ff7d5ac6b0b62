import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, storeSession, type ApiSession } from "./support/accounts";
import { apiCall, buttonLabel, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { collectPageErrors } from "./support/content-fixtures";
import { createDocument, waitForConverted } from "./support/document-fixtures";

interface Env {
  name: string;
  version: string;
  is_installed: boolean;
}

/** The dashboard's system cards with the server's real values: native tools, device, release check, licence. */
describe("system cards of the admin dashboard", () => {
  let browser: Browser;
  let admin: ApiSession;
  let releases: http.Server;
  let releaseUrl = "";

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    // A release source as GitHub's "latest release" API answers.
    releases = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({ tag_name: "v99.0.0", name: "文库 99", body: "- 新的仪表盘", published_at: "2026-11-20T08:00:00Z" }),
      );
    });
    await new Promise<void>((resolve) => releases.listen(0, "127.0.0.1", resolve));
    releaseUrl = `http://127.0.0.1:${(releases.address() as AddressInfo).port}/releases/latest`;
  });
  afterAll(async () => {
    await apiCall("PUT", "/api/v1/release/source", { token: admin.token, body: { source: "" } });
    await new Promise((resolve) => releases.close(resolve));
    await browser?.close();
  });

  async function openDashboard(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const { page, context } = await newPage(browser, { height: 2400 });
    const errors = collectPageErrors(page);
    await storeSession(page, admin);
    await page.goto("/admin/dashboard");
    await waitForHydration(page);
    return { page, errors, close: () => context.close() };
  }

  it("shows every native tool with its version, the server's state and the licence", async () => {
    const envs = (await apiCall<{ envs: Env[] }>("GET", "/api/v1/envs", { token: admin.token })).body.envs;
    const device = (await apiCall<{ cpu: { model_name: string } }>("GET", "/api/v1/device", { token: admin.token })).body;
    const release = (await apiCall<{ current: string }>("GET", "/api/v1/release", { token: admin.token })).body;
    const { page, errors, close } = await openDashboard();

    const envsCard = page.getByTestId("envs-card");
    await envsCard.getByTestId("env-row").first().waitFor();
    expect(await envsCard.getByTestId("env-row").count()).toBe(envs.length);
    for (const env of envs) {
      const row = envsCard.getByTestId("env-row").filter({ hasText: env.name });
      await row.getByText(env.is_installed ? "已安装" : "未安装", { exact: true }).waitFor();
      if (env.version) await row.getByText(`版本 ${env.version}`).waitFor();
    }
    const libreoffice = envs.find((env) => env.name.startsWith("LibreOffice"))!;
    expect(libreoffice.version).toMatch(/^\d+\.\d+/);

    const deviceCard = page.getByTestId("device-card");
    await deviceCard.getByText(device.cpu.model_name, { exact: false }).waitFor();
    await deviceCard.getByText("数据目录磁盘").waitFor();
    await deviceCard.getByText(/SQLite/).waitFor();

    const releaseCard = page.getByTestId("release-card");
    await expect(releaseCard.getByTestId("release-current").textContent()).resolves.toBe(release.current);
    await releaseCard.getByText("未设置版本信息地址，不会检查新版本").waitFor();

    await page.getByTestId("license-card").getByText("不限用户数、文档数与文章数，永久有效").waitFor();
    // No icon is set: the page links the server's built-in one, which the browser can load.
    const icon = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? "";
      const reply = await fetch(href);
      return { href, status: reply.status, type: reply.headers.get("content-type") };
    });
    expect(icon.href).toMatch(/\/favicon\.ico$/);
    expect([icon.status, icon.type]).toEqual([200, "image/x-icon"]);
    await page.getByTestId("system-cards").screenshot({ path: "/tmp/system-dashboard-cards-1280.png" });
    expect(errors).toEqual([]);
    await close();
  });

  it("checks a release source the operator sets, and ignores the release", async () => {
    const { page, errors, close } = await openDashboard();
    const card = page.getByTestId("release-card");
    await card.getByTestId("release-source").fill(releaseUrl);
    await card.getByRole("button", { name: buttonLabel("保存地址") }).click();
    await page.getByText("版本信息地址已保存").waitFor();
    await card.getByTestId("release-check").click();
    await card.getByText("发现新版本 v99.0.0").waitFor();
    await card.getByText("v99.0.0（文库 99）").waitFor();
    await card.getByRole("button", { name: buttonLabel("忽略此版本") }).click();
    await card.getByText("已忽略 v99.0.0").waitFor();
    await card.screenshot({ path: "/tmp/system-dashboard-release-1280.png" });
    expect(errors).toEqual([]);
    await close();
  });

  it("detects the language of selected documents from their text", async () => {
    // Vim's English tutor (apps/server/src/test/fixtures/real), uploaded under a Chinese title and converted.
    const text = fs.readFileSync(new URL("../apps/server/src/test/fixtures/real/vimtutor.txt", import.meta.url));
    const title = `语言识别${Date.now().toString(36)}`;
    const doc = await createDocument(admin.token, text, "vimtutor.txt", title);
    await waitForConverted(admin.token, doc.id);
    await apiCall("PUT", "/api/v1/document/language", { token: admin.token, body: { document_id: [doc.id], language: "zh-CN" } });

    const { page, context } = await newPage(browser, { width: 1700 });
    const errors = collectPageErrors(page);
    await storeSession(page, admin);
    await page.goto("/admin/document/list");
    await waitForHydration(page);
    await page.getByPlaceholder("标题、关键词或描述").fill(title);
    await page.getByPlaceholder("标题、关键词或描述").press("Enter");
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByText("简体中文").waitFor();
    await row.getByRole("checkbox").check();
    await page.getByTestId("document-batch").click();
    await page.getByRole("menuitem", { name: "自动识别语言" }).click();
    await page.getByRole("dialog").getByRole("button", { name: buttonLabel("确定") }).click();
    await page.getByText("已识别 1 篇文档的语言").waitFor();
    await row.getByText("English").waitFor();
    const saved = (await apiCall<{ language: string }>("GET", `/api/v1/document?id=${doc.id}`, { token: admin.token })).body;
    expect(saved.language).toBe("en");
    expect(errors).toEqual([]);
    await context.close();
  });
});
