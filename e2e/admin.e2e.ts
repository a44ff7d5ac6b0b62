import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, storeSession, uniqueName, type ApiSession } from "./support/accounts";
import { apiCall, buttonLabel, clickUntil, closeTestPage, E2E_ADMIN_PASSWORD, launchBrowser, newPage, publicSettings, waitForHydration, waitForMotion, watchRequests } from "./support/browser";

async function openAdmin(page: Page, address: string) {
  await page.goto(address);
  await waitForHydration(page);
}

/** Closes the drawer holding a form with its close button, once it has finished opening. */
async function closeDrawer(page: Page, formTestId: string) {
  const form = page.getByTestId(formTestId);
  await form.waitFor();
  await page
    .getByRole("dialog")
    .filter({ has: form })
    .getByRole("button", { name: /close|关闭/i })
    .click();
  await form.waitFor({ state: "hidden" });
}

/** A 1×1 transparent PNG. */
const onePixelPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

const sideMenu = (page: Page) => page.getByTestId("admin-side-menu");

describe("admin back office", () => {
  let browser: Browser;
  let admin: ApiSession;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiSignIn("admin", E2E_ADMIN_PASSWORD);
  });
  afterAll(() => browser?.close());

  /** A failed test leaves a screenshot of its page in test-results/ to show what the page looked like. */
  let current: Page | undefined;
  const open = async (options?: { width?: number; height?: number }) => {
    const opened = await newPage(browser, options);
    current = opened.page;
    return opened;
  };
  afterEach(async ({ task }) => {
    await closeTestPage(current, "admin", task);
    current = undefined;
  });

  /** A member whose only group holds exactly the given permission rows ("GRPC /api.v1.<Service>/<Method>"). */
  async function memberWith(permissionKeys: string[]): Promise<ApiSession> {
    const list = await apiCall<{ permission: Array<{ id: number; method: string; path: string }> }>("GET", "/api/v1/permission/list?page=1&size=10000", { token: admin.token });
    const ids = list.body.permission.filter((p) => permissionKeys.includes(`${p.method} ${p.path}`)).map((p) => p.id);
    expect(ids).toHaveLength(permissionKeys.length);
    const suffix = uniqueName("");
    const group = await apiCall<{ id: number }>("POST", "/api/v1/group", { token: admin.token, body: { title: `e2e-${suffix}` } });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    const grant = await apiCall("PUT", "/api/v1/group/permission", {
      token: admin.token,
      body: { group_id: group.body.id, permission_id: ids },
    });
    expect(grant.status).toBe(200);
    const password = "member-password";
    const user = await apiCall("POST", "/api/v1/user", {
      token: admin.token,
      body: { username: `m${suffix}`, password, email: `m${suffix}@example.com`, group_id: [group.body.id] },
    });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    return apiSignIn(`m${suffix}`, password);
  }

  it("shows the administrator the whole menu and the dashboard counts", async () => {
    const { page } = await open();
    await storeSession(page, admin);
    await openAdmin(page, "/admin");
    for (const entry of ["仪表盘", "文档管理", "文章管理", "用户管理", "导航", "友链", "系统设置"]) {
      await sideMenu(page).getByText(entry, { exact: true }).first().waitFor();
    }
    await page.getByTestId("stat-user_count").getByText("用户").waitFor();
    await sideMenu(page).getByText("系统设置", { exact: true }).click();
    for (const entry of ["基础", "安全", "验证码", "邮箱", "VIP", "支付", "大模型", "OCR", "蜘蛛缓存"]) {
      await sideMenu(page).getByRole("link", { name: entry, exact: true }).waitFor();
    }
    await sideMenu(page).getByText("用户管理", { exact: true }).click();
    await sideMenu(page).getByRole("link", { name: "用户", exact: true }).click();
    await page.waitForURL("**/admin/user/list");
    // Newest first: once other tests have registered members, the administrator is found by the search box.
    const content = page.getByTestId("admin-content");
    const search = content.getByPlaceholder("用户名、姓名、邮箱或手机号");
    await search.fill("admin");
    await search.press("Enter");
    await content.getByRole("link", { name: "admin", exact: true }).waitFor();
  });

  it("shows a member holding only the navigation permission just 导航 and the dashboard", async () => {
    const member = await memberWith(["GRPC /api.v1.NavigationAPI/ListNavigation"]);
    const { page } = await open();
    await storeSession(page, member);
    await openAdmin(page, "/admin");
    await sideMenu(page).getByRole("link", { name: "导航" }).waitFor();
    const entries = await sideMenu(page).getByRole("menuitem").allInnerTexts();
    expect(entries.map((e) => e.trim())).toEqual(["仪表盘", "导航"]);

    // A page outside the allowed ones: 403 in the frame, the menu still there.
    await openAdmin(page, "/admin/user/list");
    await page.getByTestId("admin-forbidden").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/user/list");
    await sideMenu(page).getByRole("link", { name: "导航" }).waitFor();
  });

  it("sends an anonymous visitor to login, and shows a member without permissions 403", async () => {
    const member = await memberWith([]);
    const { page } = await open();
    await openAdmin(page, "/admin/navigation");
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/admin/navigation");

    await storeSession(page, member);
    await openAdmin(page, "/admin");
    await page.getByTestId("admin-forbidden").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
  });

  it("shows the server's message for an invalid setting and keeps a valid one", async () => {
    const { page } = await open();
    await storeSession(page, admin);
    await openAdmin(page, "/admin/config/captcha");
    const height = page.getByLabel("高度");
    await height.fill("1000");
    await page.getByRole("button", { name: buttonLabel("保存") }).click();
    await page.getByText("「高度」不能大于 200").waitFor();

    await height.fill("88");
    await page.getByRole("button", { name: buttonLabel("保存") }).click();
    await page.getByText("保存成功").waitFor();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("高度").inputValue()).resolves.toBe("88");

    await apiCall("PUT", "/api/v1/config", {
      token: admin.token,
      body: { config: [{ category: "captcha", name: "height", value: "60" }] },
    });
  });

  it("uploads an image setting and saves the stored address", async () => {
    const { page } = await open();
    await storeSession(page, admin);
    await openAdmin(page, "/admin/config/vip");
    const field = page.locator(".ant-form-item").filter({ hasText: "VIP 图标" });
    await field.locator("input[type=file]").setInputFiles({ name: "vip.png", mimeType: "image/png", buffer: onePixelPng });
    await expect.poll(() => field.getByPlaceholder("图片地址").inputValue()).toMatch(/^\/uploads\/.+\.png$/);
    const address = await field.getByPlaceholder("图片地址").inputValue();
    await page.getByRole("button", { name: buttonLabel("保存") }).click();
    await page.getByText("保存成功").waitFor();
    expect((await publicSettings()).vip.icon).toBe(address);
    expect((await fetch(new URL(address, page.url()))).status).toBe(200);
    await apiCall("PUT", "/api/v1/config", { token: admin.token, body: { config: [{ category: "vip", name: "icon", value: "" }] } });
  });

  it("creates, edits and deletes a navigation item that the public header shows", async () => {
    const { page } = await open();
    const title = uniqueName("E2E导航");
    await storeSession(page, admin);
    await openAdmin(page, "/admin/navigation");
    await page.getByRole("button", { name: "新增导航" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("导航名称").fill(title);
    await dialog.getByLabel("链接", { exact: true }).fill("/article/help");
    await dialog.getByRole("button", { name: buttonLabel("确定") }).click();
    const row = page.getByRole("row").filter({ hasText: title });
    await row.waitFor();

    await row.getByRole("button", { name: buttonLabel("编辑") }).click();
    await page.getByRole("dialog").getByLabel("导航名称").fill(`${title}改`);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: buttonLabel("确定") })
      .click();
    await page
      .getByRole("row")
      .filter({ hasText: `${title}改` })
      .waitFor();

    await page.goto("/");
    await expect(page.locator(".wk-header").getByText(`${title}改`).count()).resolves.toBe(1);

    await openAdmin(page, "/admin/navigation");
    await page
      .getByRole("row")
      .filter({ hasText: `${title}改` })
      .getByRole("button", { name: buttonLabel("删除") })
      .click();
    await page
      .getByRole("tooltip")
      .getByRole("button", { name: buttonLabel("确定") })
      .click();
    await page.getByText("删除成功").waitFor();
    await page.goto("/");
    await expect(page.locator(".wk-header").getByText(`${title}改`).count()).resolves.toBe(0);
  });

  it("creates a user through the form, disables them and deletes them with the administrator's password", async () => {
    const { page } = await open();
    const username = uniqueName("u");
    await storeSession(page, admin);
    await openAdmin(page, "/admin/user/list");
    await page.getByRole("button", { name: "新增用户" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("用户名").fill(username);
    await dialog.getByLabel("邮箱").fill(`${username}@example.com`);
    await dialog.getByLabel("密码").fill("secret-password");
    await dialog.getByRole("button", { name: buttonLabel("确定") }).click();
    const row = page.getByRole("row").filter({ hasText: username });
    await row.getByText("正常").waitFor();

    await row.getByRole("button", { name: "禁用" }).click();
    await page
      .getByRole("tooltip")
      .getByRole("button", { name: buttonLabel("确定") })
      .click();
    await row.getByText("已禁用").waitFor();

    await row.getByRole("button", { name: "删除" }).click();
    await page.getByRole("dialog").getByLabel("您的密码").fill("wrong-password");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: buttonLabel("确定") })
      .click();
    await page.getByText("密码错误").waitFor();
    await page.getByRole("dialog").getByLabel("您的密码").fill(E2E_ADMIN_PASSWORD);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: buttonLabel("确定") })
      .click();
    await page.getByText("删除成功").waitFor();
    await row.waitFor({ state: "detached" });
  });

  it("creates a group and grants it a permission from the tree", async () => {
    // antd opens modals and drawers with a motion: under CPU load a click during one can miss its target. Each
    // click waits for the motions to end, and is repeated when its effect (a dialog, a request) did not follow.
    const { page } = await open();
    const sent = watchRequests(page);
    const title = uniqueName("角色");
    await storeSession(page, admin);
    await openAdmin(page, "/admin/user/group");
    const modal = page.getByRole("dialog").filter({ has: page.getByLabel("角色名称") });
    await clickUntil(page, page.getByRole("button", { name: "新增角色" }), () => modal.isVisible());
    await waitForMotion(page);
    await modal.getByLabel("角色名称").fill(title);
    await clickUntil(page, modal.getByRole("button", { name: buttonLabel("确定") }), () => sent("POST", "/api/v1/group"));
    await modal.waitFor({ state: "hidden" });
    // Other files of this lane add groups too: past the first page of the list, the new one is found by its name.
    const search = page.getByTestId("admin-content").getByPlaceholder("角色名称");
    await search.fill(title);
    await search.press("Enter");

    const drawer = page.getByRole("dialog").filter({ hasText: title });
    const row = page.getByRole("row").filter({ hasText: title });
    await clickUntil(page, row.getByRole("button", { name: "权限" }), () => drawer.isVisible());
    const node = drawer.getByRole("treeitem").filter({ hasText: "查询导航列表" });
    await clickUntil(page, node.getByRole("checkbox"), async () => (await node.getAttribute("aria-checked")) === "true");
    await expect.poll(() => drawer.getByText(/^已选 1 \/ \d+$/).count()).toBe(1);
    await clickUntil(page, drawer.getByRole("button", { name: buttonLabel("保存") }), () => sent("PUT", "/api/v1/group/permission"));
    await page.getByText("授权成功").waitFor();

    const groups = await apiCall<{ group: Array<{ id: number; title: string }> }>("GET", `/api/v1/group/list?wd=${encodeURIComponent(title)}`, { token: admin.token });
    const group = groups.body.group.find((g) => g.title === title)!;
    const granted = await apiCall<{ permission_id: number[] }>("GET", `/api/v1/group/permission?id=${group.id}`, { token: admin.token });
    const navigationList = admin.permissions.find((p) => p.method === "GRPC" && p.path === "/api.v1.NavigationAPI/ListNavigation");
    expect(granted.body.permission_id).toEqual([navigationList!.id]);
  });

  it("collapses the 240 px side menu under 1000 px, and the toggle expands it", async () => {
    const { page } = await open({ width: 990 });
    await storeSession(page, admin);
    await openAdmin(page, "/admin");
    const width = () => sideMenu(page).evaluate((el) => Math.round(el.getBoundingClientRect().width));
    await expect.poll(width).toBe(80);
    await page.getByTestId("admin-menu-toggle").click();
    await expect.poll(width).toBe(240);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdmin(page, "/admin");
    await expect.poll(width).toBe(240);
  });

  it("opens profile and password in drawers and logs out to the home page", async () => {
    const { page } = await open();
    await storeSession(page, admin);
    await openAdmin(page, "/admin");
    await page.getByTestId("admin-user-menu").click();
    await page.getByRole("menuitem", { name: "修改资料" }).click();
    await closeDrawer(page, "profile-form");
    await page.getByTestId("admin-user-menu").click();
    await page.getByRole("menuitem", { name: "修改密码" }).click();
    await closeDrawer(page, "password-form");

    await page.getByTestId("admin-user-menu").click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("退出成功").waitFor();
  });
});
