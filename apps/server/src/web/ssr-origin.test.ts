import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postArticle } from "../modules/articles/article-fixtures.js";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];

describe(`server-rendered canonical links on the request's origin until system.domain is set (${testDialect})`, () => {
  let t: TestServer;
  let identifier: string;

  const page = async (headers: Record<string, string>) => {
    const res = await t.request("GET", `/article/${identifier}`, { headers });
    expect(res.status).toBe(200);
    return res.raw;
  };

  beforeAll(async () => {
    t = await createTestServer({}, { web: true });
    const posted = await postArticle(t, await t.adminToken(), { title: "规范链接" });
    expect(posted.status, posted.raw).toBe(200);
    identifier = posted.body.identifier as string;
  });
  afterAll(() => t.close());

  it("links each request's own host, one right after the other (the page cache keeps them apart)", async () => {
    const first = await page({ host: "127.0.0.1:4321" });
    expect(canonicalOf(first)).toBe(`http://127.0.0.1:4321/article/${identifier}`);
    expect(ogUrlOf(first)).toBe(`http://127.0.0.1:4321/article/${identifier}`);
    const second = await page({ host: "localhost:5678" });
    expect(canonicalOf(second)).toBe(`http://localhost:5678/article/${identifier}`);
    const proxied = await page({ host: "127.0.0.1:4321", "x-forwarded-proto": "https", "x-forwarded-host": "wenku.example.org" });
    expect(canonicalOf(proxied)).toBe(`https://wenku.example.org/article/${identifier}`);
  });

  it("links system.domain once it is set", async () => {
    await t.setSettings([["system", "domain", "https://wenku.example.com"]]);
    expect(canonicalOf(await page({ host: "localhost:9999" }))).toBe(`https://wenku.example.com/article/${identifier}`);
  });
});
