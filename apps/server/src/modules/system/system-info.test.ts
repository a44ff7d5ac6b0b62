import { apiRoutes } from "@wenku/contract";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { nativeTools, type NativeTool } from "./native-tools.js";
import { probeTools } from "./probe-tools.js";
import { readLicense } from "./read-license.js";

/** The dashboard's system calls (api-contract §4.9, §6.3): native tools, device, database mode, licence, favicon. */
describe(`dashboard system calls (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    member = (await t.registerMember()).token;
  });
  afterAll(() => t.close());

  it("lists every native tool with the version the tool itself reports", async () => {
    const res = await t.call(apiRoutes.system.envs, { token: admin });
    expect(res.status).toBe(200);
    const envs = res.body.envs as Array<{ name: string; is_installed: boolean; version: string; cmd: string; error: string; is_required: boolean }>;
    const byName = (prefix: string) => envs.find((e) => e.name.startsWith(prefix))!;
    // This machine has them all (scripts/install-system.sh): compare with what the tools print themselves.
    const soffice = execFileSync("soffice", ["--version"], { encoding: "utf8" });
    expect(soffice).toContain(byName("LibreOffice").version);
    expect(byName("LibreOffice")).toMatchObject({ is_installed: true, is_required: true, cmd: "", error: "" });
    expect(byName("MuPDF").version).toMatch(/^\d+\.\d+/);
    expect(byName("Poppler").version).toMatch(/^\d+\.\d+/);
    expect(execFileSync("tesseract", ["--version"], { encoding: "utf8" })).toContain(byName("Tesseract OCR").version);
    expect(byName("Tesseract 简体中文数据").is_installed).toBe(true);
    expect(byName("Tesseract 英文数据").is_installed).toBe(true);
    expect(execFileSync("ebook-convert", ["--version"], { encoding: "utf8" })).toContain(byName("Calibre").version);
    expect(byName("Noto CJK").is_installed).toBe(true);
    for (const env of envs) expect(env.is_installed, env.name).toBe(true);
  });

  it("tells what is missing and the command that installs it", async () => {
    const calibre = nativeTools.find((tool) => tool.packages.includes("calibre"))!;
    const fonts = nativeTools.find((tool) => tool.packages.includes("fonts-noto-cjk"))!;
    const missing: NativeTool[] = [
      { ...calibre, probe: { kind: "command", command: "wenku-no-such-ebook-convert", args: ["--version"], version: /(.*)/ } },
      { ...fonts, probe: { kind: "files", paths: ["/nonexistent/NotoSansCJK-Regular.ttc"] } },
      { ...calibre, name: "Tesseract klingon", packages: ["tesseract-ocr-tlh"], probe: { kind: "tesseract-language", language: "tlh" } },
    ];
    const [ebook, cjk, language] = await probeTools(missing);
    expect(ebook).toMatchObject({ is_installed: false, version: "", cmd: "apt-get install -y --no-install-recommends calibre" });
    expect(ebook.error).toContain("wenku-no-such-ebook-convert");
    expect(cjk).toMatchObject({ is_installed: false, cmd: "apt-get install -y --no-install-recommends fonts-noto-cjk" });
    expect(language).toMatchObject({ is_installed: false, cmd: "apt-get install -y --no-install-recommends tesseract-ocr-tlh" });
    expect(language.error).toContain("tlh");
  });

  it("answers {} to callers without the permission, as the established client expects", async () => {
    expect((await t.call(apiRoutes.system.envs, { token: member })).body).toEqual({});
    expect((await t.call(apiRoutes.system.envs)).body).toEqual({});
  });

  it("describes the CPU, memory, the data folder's disk and the database's size", async () => {
    // SQLite's log written back into the database file, so that the file's size is the database's.
    if (testDialect === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(t.ctx.db.kysely);
    const res = await t.request("GET", "/api/v1/device", { token: admin });
    expect(res.status).toBe(200);
    const { cpu, memory, disk, database } = res.body;
    expect(cpu.cores).toBe(os.availableParallelism());
    expect(cpu.model_name).toBe(os.cpus()[0].model.trim());
    expect(cpu.load).toHaveLength(3);
    expect(cpu.percent).toBeGreaterThanOrEqual(0);
    expect(cpu.percent).toBeLessThanOrEqual(100);
    expect(memory.total).toBe(os.totalmem());
    expect(memory.used + memory.available).toBe(memory.total);
    const data = disk.find((d: { disk_name: string }) => d.disk_name === "数据目录");
    expect(data.path).toBe(t.dataDir);
    const stat = fs.statfsSync(t.dataDir);
    expect(data.total).toBe(stat.blocks * stat.bsize);
    expect(data.free).toBeGreaterThan(0);
    expect(database.dialect).toBe(testDialect);
    if (testDialect === "sqlite") {
      expect(database.size).toBe(fs.statSync(path.join(t.dataDir, "wenku.db")).size);
      expect(disk.map((d: { disk_name: string }) => d.disk_name)).toContain("数据库");
    } else {
      expect(database.size).toBeGreaterThan(1024 * 1024);
    }
  });

  it("answers that the database needs no SQL mode change", async () => {
    const res = await t.call(apiRoutes.system.sqlMode, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`当前数据库为 ${testDialect === "sqlite" ? "SQLite" : "PostgreSQL"}，没有需要调整的 SQL 模式，无需处理`);
  });

  it("shows the project's licence as declared, with no limits", async () => {
    const res = await t.call(apiRoutes.system.license, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await readLicense());
    expect(res.body).toMatchObject({ type: "MIT", title: "MIT License" });
    expect(res.body.text).toContain("Permission is hereby granted");
    expect(res.body).toMatchObject({ max_users: 0, max_docs: 0, max_articles: 0, expired_at: 0 });
  });

  it("reads the licence from LICENSE and package.json", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "licence-"));
    try {
      expect(await readLicense(dir)).toMatchObject({ type: "", title: "本项目尚未声明开源许可证", text: "" });
      fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ license: "MIT" }));
      fs.writeFileSync(path.join(dir, "LICENSE"), "MIT License\n\nCopyright (c) 2026 Wenku\n");
      expect(await readLicense(dir)).toMatchObject({ type: "MIT", title: "MIT License", text: "MIT License\n\nCopyright (c) 2026 Wenku" });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps the admin calls to holders of their permission", async () => {
    for (const [method, url] of [["GET", "/api/v1/device"], ["PUT", "/api/v1/sqlmode"], ["GET", "/api/v1/license"], ["GET", "/api/v1/release"], ["POST", "/api/v1/release"]]) {
      expect((await t.request(method, url, { token: member })).status, url).toBe(403);
      expect((await t.request(method, url)).status, url).toBe(401);
    }
  });

  it("serves a built-in favicon until one is set, then redirects to it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/favicon.ico" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/x-icon");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const ico = res.rawPayload;
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.subarray(22, 30)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    await t.setSettings([["system", "favicon", "/uploads/images/site-icon.png"]]);
    const set = await t.app.inject({ method: "GET", url: "/favicon.ico" });
    expect(set.statusCode).toBe(302);
    expect(set.headers.location).toBe("/uploads/images/site-icon.png");
    expect(set.headers["cache-control"]).toBe("public, max-age=3600");
    await t.setSettings([["system", "favicon", ""]]);
  });
});
