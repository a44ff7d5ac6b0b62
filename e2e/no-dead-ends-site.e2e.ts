import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, silentLogger, type Server } from "../apps/server/src/bootstrap.js";
import { makeTextPdf } from "../apps/server/src/test/pdf-fixture.js";
import { snapshotWebBuild } from "../apps/server/src/test/web-build-snapshot.js";
import { storeSession, type ApiSession } from "./support/accounts";
import { launchBrowser, nextClientAddress, waitForHydration } from "./support/browser";
import { waitFor } from "./support/document-fixtures";

const ADMIN_PASSWORD = "fresh-site-admin-password";
/** The sitemap follows a published document after this delay (env.sitemapDelayMs; 30 s in production). */
const SITEMAP_DELAY_MS = 2000;

/**
 * A fresh site of this file's own (the lanes' servers already hold other files' documents and categories): its
 * home page guides the administrator, and its sitemap follows what is published under the host a request names.
 */
describe("a fresh site knows its address and guides its administrator", () => {
  let server: Server;
  let dataDir: string;
  let base: string;
  let port: number;
  let browser: Browser;
  let admin: ApiSession;
  const contexts: BrowserContext[] = [];

  async function api<T>(method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
    const res = await fetch(base + url, {
      method,
      headers: {
        "X-Forwarded-For": nextClientAddress(),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  /** GET on 127.0.0.1 naming another host (e.g. localhost:<port>) in the Host header, as a visitor's browser would. */
  function getAtHost(url: string, host: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: url, headers: { host } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on("error", reject);
    });
  }

  /** Every URL the sitemap lists for a request naming `host`, following its index. */
  async function sitemapUrls(host: string): Promise<string[]> {
    const index = await getAtHost("/sitemap.xml", host);
    if (index.status !== 200) return [];
    const urls: string[] = [];
    for (const [, file] of index.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      expect(file.startsWith(`http://${host}/sitemap/`), file).toBe(true);
      const listed = await getAtHost(new URL(file).pathname, host);
      urls.push(...[...listed.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc));
    }
    return urls;
  }

  async function openHome(session: ApiSession | undefined, width: number): Promise<Page> {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 }, locale: "zh-CN", reducedMotion: "reduce" });
    contexts.push(context);
    const page = await context.newPage();
    if (session) await storeSession(page, session);
    await page.goto("/");
    await waitForHydration(page);
    return page;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-e2e-fresh-"));
    server = await createServer(
      { dataDir, adminPassword: ADMIN_PASSWORD, port: 0, host: "127.0.0.1", production: true, webBuildDir: snapshotWebBuild(dataDir), sitemapDelayMs: SITEMAP_DELAY_MS },
      { log: silentLogger, web: true },
    );
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    port = Number(new URL(base).port);
    await server.ctx.settings.save([{ category: "security", name: "enable_captcha_login", value: "false" }]);
    const login = await api<{ token: string; user: ApiSession["user"] }>("POST", "/api/v1/user/login", { body: { username: "admin", password: ADMIN_PASSWORD } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const permissions = await api<{ permission?: ApiSession["permissions"] }>("GET", "/api/v1/user/permission", { token: login.body.token });
    admin = { token: login.body.token, user: login.body.user, permissions: permissions.body.permission ?? [] };
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the administrator what to do first, each step a link to where it is done; visitors see none of it", async () => {
    const served = await (await fetch(`${base}/`)).text();
    expect(served).not.toContain("setup-guide");

    for (const width of [1280, 375]) {
      const visitor = await openHome(undefined, width);
      await visitor.getByTestId("home-title").waitFor();
      expect(await visitor.getByTestId("setup-guide").count()).toBe(0);
      expect(await visitor.getByTestId("category-overview").count()).toBe(0);
      await visitor.screenshot({ path: `/tmp/no-dead-ends-site-home-fresh-visitor-${width}.png`, fullPage: true });

      const home = await openHome(admin, width);
      const guide = home.getByTestId("setup-guide");
      await guide.waitFor();
      const steps = guide.locator("li");
      expect(await steps.evaluateAll((items) => items.map((item) => item.getAttribute("data-testid")))).toEqual([
        "setup-step-domain", "setup-step-categories", "setup-step-documents", "setup-step-ai",
      ]);
      expect(await steps.locator("a").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual([
        "/admin/config/system", "/admin/document/category", "/upload", "/admin/ai/llm",
      ]);
      expect(await guide.textContent()).toContain("设置网站地址");
      await home.screenshot({ path: `/tmp/no-dead-ends-site-home-fresh-admin-${width}.png`, fullPage: true });
    }

    const home = await openHome(admin, 1280);
    await home.getByTestId("setup-step-domain").getByRole("link").click();
    await home.waitForURL((url) => url.pathname === "/admin/config/system");
  });

  it("hides a category card without documents, and the step it stood for", async () => {
    const created = await api("POST", "/api/v1/category", { token: admin.token, body: { title: "空分类", type: 0, enable: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const home = await openHome(admin, 1280);
    await home.getByTestId("setup-step-documents").waitFor();
    expect(await home.getByTestId("setup-step-categories").count()).toBe(0);
    expect(await home.getByTestId("category-overview").count()).toBe(0);
  });

  it("lists a published document in the sitemap within a minute, under the host each request names", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(makeTextPdf(["Sitemap test page"]))]), "站点地图.pdf");
    const uploaded = await fetch(`${base}/api/v1/upload/document`, { method: "POST", headers: { Authorization: `Bearer ${admin.token}`, "X-Forwarded-For": nextClientAddress() }, body: form });
    const attachment = ((await uploaded.json()) as { data: { id: number } }).data;
    expect(uploaded.status).toBe(200);
    const created = await api<{ document: Array<{ id: number; uuid: string }> }>("POST", "/api/v1/document", {
      token: admin.token,
      body: { category_id: [], document: [{ title: "站点地图里的文档", attachment_id: attachment.id, price: 0 }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, uuid } = created.body.document[0];
    await waitFor(`document ${id} to be converted`, async () => {
      const doc = await api<{ status: number }>("GET", `/api/v1/document?id=${id}`, { token: admin.token });
      return doc.body.status === 2 ? true : undefined;
    });

    const publishedAt = Date.now();
    await waitFor("the document in the sitemap", async () => ((await sitemapUrls(`127.0.0.1:${port}`)).includes(`http://127.0.0.1:${port}/document/${uuid}`) ? true : undefined), 60_000);
    expect(Date.now() - publishedAt).toBeLessThan(60_000);
    expect(await sitemapUrls(`localhost:${port}`)).toContain(`http://localhost:${port}/document/${uuid}`);
    expect((await getAtHost("/robots.txt", `localhost:${port}`)).body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);

    // The administrator's home page no longer asks for documents.
    const home = await openHome(admin, 1280);
    await home.getByTestId("setup-step-domain").waitFor();
    expect(await home.getByTestId("setup-step-documents").count()).toBe(0);
  });

  it("asks for the site's address on the dashboard until it is set, then neither the dashboard nor the home page asks", async () => {
    const dashboard = await openHome(admin, 1280);
    await dashboard.goto("/admin");
    const problems = dashboard.getByTestId("setting-problems");
    await problems.waitFor();
    expect(await problems.textContent()).toContain("网站域名：未设置");
    await dashboard.screenshot({ path: "/tmp/no-dead-ends-site-dashboard-domain-unset.png" });

    const saved = await api("PUT", "/api/v1/config", { token: admin.token, body: { config: [{ category: "system", name: "domain", value: "https://wenku.example.com" }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const statsLoaded = dashboard.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/stats" && response.ok());
    await dashboard.goto("/admin");
    await statsLoaded;
    await dashboard.locator('[data-testid="stat-document_count"]:not(.ant-card-loading)').waitFor();
    expect(await dashboard.getByTestId("setting-problems").count()).toBe(0);
    const home = await openHome(admin, 1280);
    await home.getByTestId("setup-step-ai").waitFor();
    expect(await home.getByTestId("setup-step-domain").count()).toBe(0);
  });
});
