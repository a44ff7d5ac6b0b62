import { apiRoutes, messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember } from "../documents/document-fixtures.js";
import { docxExportLimits } from "./export-routes.js";

const PER_USER_PER_MINUTE = 10;

describe(`markdown2docx is bounded (${testDialect})`, () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const exportDocx = (token: string, markdown: string) => t.call(apiRoutes.chat.exportDocx, { token, body: { markdown } });

  it(`lets one member export ${PER_USER_PER_MINUTE} times a minute`, async () => {
    const member = await createMember(t.ctx);
    for (let i = 0; i < PER_USER_PER_MINUTE; i++) expect((await exportDocx(member.token, `# 第 ${i} 次导出`)).status).toBe(200);
    const refused = await exportDocx(member.token, "# 多一次");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.tooManyRequests);
    const other = await createMember(t.ctx);
    expect((await exportDocx(other.token, "# 别人的导出")).status).toBe(200);
  });

  it("runs a bounded number of pandoc processes; requests beyond the queue get 429 at once", async () => {
    const members = await Promise.all(Array.from({ length: docxExportLimits.concurrency + docxExportLimits.maxQueue + 3 }, () => createMember(t.ctx)));
    const table = "| 名称 | 说明 |\n|---|---|\n" + "| a < b | \"引号\" & $x^2$ |\n".repeat(300);
    const replies = await Promise.all(members.map((member) => exportDocx(member.token, table)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.every((status) => status === 200 || status === 429), statuses.join()).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(docxExportLimits.concurrency);
    for (const reply of replies.filter((r) => r.status === 429)) expect(reply.body.message).toBe(messages.tooManyRequests);
  });
});
