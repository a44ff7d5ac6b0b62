import fs from "node:fs";
import { apiRoutes, messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { waitFor } from "../../test/upload-helpers.js";
import { createMember } from "../documents/document-fixtures.js";
import { docxExportLimits } from "./export-routes.js";

const PER_USER_PER_MINUTE = 10;

/** The pandoc processes this process runs now (Linux's /proc: "pid (comm) state ppid …"). */
function runningPandocs(): number {
  let count = 0;
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (comm === "pandoc" && ppid === process.pid) count += 1;
  }
  return count;
}

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
    const running = members.slice(0, docxExportLimits.concurrency);
    // Long exports take every place first; once their pandoc runs, the rest come at once, short (their wait is
    // what is tested, not their own conversion).
    const table = "| 名称 | 说明 |\n|---|---|\n" + "| a < b | \"引号\" & $x^2$ |\n".repeat(300);
    const first = running.map((member) => exportDocx(member.token, table));
    await waitFor(() => runningPandocs() >= running.length, 60_000, 5);
    const rest = members.slice(running.length).map((member, i) => exportDocx(member.token, `# 第 ${i} 个 $x^2$`));
    const replies = await Promise.all([...first, ...rest]);
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.every((status) => status === 200 || status === 429), statuses.join()).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(docxExportLimits.concurrency);
    for (const reply of replies.filter((r) => r.status === 429)) expect(reply.body.message).toBe(messages.tooManyRequests);
  });
});
