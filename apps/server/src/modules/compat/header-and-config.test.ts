import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { clientCall } from "../../test/established-client.js";

type ConfigRow = { name: string; category: string; input_type: string; value: string; options: string };

/** The page header's first calls, and the settings form, as the established client makes them (api-contract §2, §4.9, §10). */
describe(`established client: header bootstrap and settings form (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("answers the header's calls for an anonymous visitor with the fields the header reads", async () => {
    const settings = await clientCall(t, "GET", "/api/v1/settings");
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ system: { title: expect.any(String) }, security: { max_document_size: 50 }, display: {}, footer: {} });
    expect(settings.raw).not.toContain("[]");

    const fields = ["id", "title", "parent_id", "icon", "cover", "doc_count", "enable", "description", "show_description", "type"];
    await clientCall(t, "POST", "/api/v1/category", { token: admin, body: { parent_id: "0", title: "教育", sort: "1", enable: true, type: 0 } });
    const categories = await clientCall(t, "GET", "/api/v1/category/list", { query: { field: fields, type: [0, 1] } });
    expect(categories.status).toBe(200);
    expect(categories.body.category).toEqual([expect.objectContaining({ id: expect.any(Number), title: "教育", parent_id: 0, enable: true, type: 0 })]);
    for (const key of Object.keys(categories.body.category[0])) expect(fields).toContain(key);

    const navigation = await clientCall(t, "GET", "/api/v1/navigation/list", { query: { page: 1, size: 10000 } });
    expect(navigation.body.navigation.length).toBe(navigation.body.total);
    expect(navigation.body.navigation[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), href: expect.any(String), enable: expect.any(Boolean) });

    await clientCall(t, "POST", "/api/v1/friendlink", { token: admin, body: { title: "魔豆", link: "https://example.com", sort: "2", enable: true } });
    const links = await clientCall(t, "GET", "/api/v1/friendlink/list", { query: { enable: true, field: ["id", "title", "link"] } });
    expect(links.body.friendlink).toEqual([{ id: expect.any(Number), title: "魔豆", link: "https://example.com" }]);

    const stats = await clientCall(t, "GET", "/api/v1/stats");
    expect(stats.body).toMatchObject({ user_count: expect.any(Number), document_count: expect.any(Number) });
    expect(stats.body).not.toHaveProperty("hash");
    expect((await clientCall(t, "GET", "/api/v1/settings/recharge")).status).toBe(200);
  });

  it("tells administrators the commit and build time in the stats", async () => {
    const stats = await clientCall(t, "GET", "/api/v1/stats", { token: admin });
    expect(stats.body).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{40}$/), build_at: expect.any(String), version: expect.any(String) });
  });

  /** The client's settings form: options split at ":" into value and label; the whole rows sent back, values as text. */
  async function saveLikeTheClient(category: string, choose: Record<string, (values: string[]) => string[] | string>) {
    const rows = (await clientCall(t, "GET", "/api/v1/config/list", { token: admin, query: { category: [category] } })).body.config as ConfigRow[];
    const sent = rows.map((row) => {
      const pick = choose[row.name];
      if (!pick) return { ...row };
      const values = row.options.split("\n").map((option) => option.split(":")[0]);
      return { ...row, value: String(pick(values)) };
    });
    return clientCall(t, "PUT", "/api/v1/config", { token: admin, body: { config: sent } });
  }

  it("offers select options the form splits at ':' and takes the chosen values back in whole rows", async () => {
    const saved = await saveLikeTheClient("display", { index_document_style: (values) => values.find((v) => v === "list")! });
    expect(saved.status).toBe(200);
    const display = (await clientCall(t, "GET", "/api/v1/settings")).body.display;
    expect(display).toMatchObject({ index_document_style: "list", home_version: "v1" });
  });

  it("stores a multi-select as the comma-joined values, and an empty one disappears from the public settings", async () => {
    const chosen = await saveLikeTheClient("security", { document_allowed_ext: (values) => values.filter((v) => v === ".pdf" || v === ".docx") });
    expect(chosen.status).toBe(200);
    expect((await clientCall(t, "GET", "/api/v1/settings")).body.security.document_allowed_ext).toEqual([".pdf", ".docx"]);

    const none = await saveLikeTheClient("security", { document_allowed_ext: () => [] });
    expect(none.status).toBe(200);
    const security = (await clientCall(t, "GET", "/api/v1/settings")).body.security;
    expect(security).not.toHaveProperty("document_allowed_ext");
    expect(security.max_document_size).toBe(50);
  });
});
