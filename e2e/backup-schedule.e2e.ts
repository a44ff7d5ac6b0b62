import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, saveSettings, storeSession, type ApiSession } from "./support/accounts";
import { apiCall, buttonLabel, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, newPage, waitForHydration } from "./support/browser";
import { waitFor } from "./support/document-fixtures";

/** Screenshots go to $SHOTS when set (to look at the pages), and to test-results/ when a test fails. */
const shotsDir = process.env.SHOTS ?? "";
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/backup-${name}.png`, fullPage: true });
};
const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };
/** What reaches past the window's right edge, outside any sideways-scrolling box (nothing on a page that fits). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const wide = document.documentElement.scrollWidth > window.innerWidth;
    const beyond = [...document.querySelectorAll("body *")].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(element));
    return wide ? beyond.slice(0, 5).map((element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`).concat("page wider than the window") : [];
  });

/** After a resize the layout settles (antd's breakpoints answer a moment later); then nothing may overflow. */
const settledOverflow = async (page: Page) => {
  await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 5_000 }).catch(() => undefined);
  return overflowing(page);
};

interface Run {
  status: string;
  error: string;
}
const latestRun = async (admin: ApiSession) =>
  (await apiCall<{ backup_run: Run[] }>("GET", "/api/v1/backup/run/list?page=1&size=1", { token: admin.token })).body.backup_run[0];

describe("backups from the back office: run now, listed with their size; a failed one on the dashboard", () => {
  let browser: Browser;
  let admin: ApiSession;
  let restore: Array<{ category: string; name: string; value: string }> = [];
  let current: Page | undefined;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-e2e-backup-"));
  const target = path.join(folder, "site-backups");
  const aFile = path.join(folder, "not-a-folder");

  const open = async (address: string, size = desktop) => {
    const opened = await newPage(browser, size);
    current = opened.page;
    await storeSession(opened.page, admin);
    await opened.page.goto(address);
    await waitForHydration(opened.page);
    return opened.page;
  };

  /** Types the backup location into the form and saves it, as an administrator would. */
  const saveTarget = async (page: Page, value: string) => {
    const field = page.getByTestId("config-form").getByLabel("备份位置");
    await field.fill(value);
    await page.getByTestId("config-form").getByRole("button", { name: buttonLabel("保存") }).click();
    await page.getByText("保存成功").first().waitFor();
  };

  const runNowAndWait = async (page: Page) => {
    await page.getByTestId("backup-run-now").click();
    await page.getByText("备份已开始").first().waitFor();
    const firstResult = page.getByTestId("backup-runs").getByTestId("backup-run-result").first();
    await waitFor("the run to end", async () => ((await firstResult.textContent())?.includes("进行中") === false ? true : undefined), 120_000);
    return firstResult;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
    fs.writeFileSync(aFile, "a file, where a folder would have to be");
    restore = await saveSettings(admin.token, [
      { category: "backup", name: "target", value: "" },
      { category: "backup", name: "keep", value: "3" },
    ]);
  });

  afterEach(async ({ task }) => {
    await closeTestPage(current, "backup", task);
    current = undefined;
  });

  afterAll(async () => {
    if (admin) {
      // The lane's next files find a dashboard without this file's failed backup: one more that succeeds.
      await saveSettings(admin.token, [{ category: "backup", name: "target", value: target }]);
      if ((await apiCall("POST", "/api/v1/backup/run", { token: admin.token })).status === 200) {
        await waitFor("the last backup", async () => ((await latestRun(admin))?.status === "done" ? true : undefined), 120_000);
      }
      if (restore.length) await saveSettings(admin.token, restore);
    }
    fs.rmSync(folder, { recursive: true, force: true });
    await browser?.close();
  });

  it("backs up to a folder when asked, and lists the run with its size", async () => {
    const page = await open("/admin/config/backup");
    await page.getByText("每天备份时间").waitFor();
    await saveTarget(page, target);
    const result = await runNowAndWait(page);
    expect(await result.textContent()).toContain("成功");
    const row = page.getByTestId("backup-runs").locator("tr.ant-table-row").first();
    expect(await row.textContent()).toContain(target);
    expect(await row.getByTestId("backup-run-size").textContent()).toMatch(/\d+\.\d\d (KB|MB|GB)/);
    expect(fs.readdirSync(path.join(target, "snapshots")).length).toBe(1);
    await shot(page, "done-1366");

    await page.setViewportSize(phone);
    await page.getByTestId("backup-run-now").scrollIntoViewIfNeeded();
    expect(await settledOverflow(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "done-375");
  });

  it("records a backup to a location it cannot write as failed, and the dashboard says so", async () => {
    const page = await open("/admin/config/backup");
    await saveTarget(page, path.join(aFile, "backups"));
    const result = await runNowAndWait(page);
    const text = await result.textContent();
    expect(text).toContain("失败");
    expect(text).toContain("备份位置不可写");
    await shot(page, "failed-1366");

    await page.getByRole("link", { name: "仪表盘" }).first().click();
    const alert = page.getByTestId("backup-failed-alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("最近一次备份失败");
    expect(await alert.textContent()).toContain("备份位置不可写");
    await shot(page, "dashboard-1366");
    await page.setViewportSize(phone);
    expect(await settledOverflow(page)).toEqual([]);
    await shot(page, "dashboard-375");
    if (shotsDir) await alert.screenshot({ path: `${shotsDir}/backup-dashboard-alert-375.png` });

    await alert.getByRole("link", { name: "查看备份设置" }).click();
    await page.waitForURL(/\/admin\/config\/backup$/);
    await page.getByTestId("backup-runs").waitFor();
  });
});
