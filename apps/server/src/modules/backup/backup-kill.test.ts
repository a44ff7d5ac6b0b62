import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wenkuCliArgs } from "../../test/cli-command.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, insertDocument } from "../documents/document-fixtures.js";
import { openRepository } from "./repository.js";
import { chooseSnapshot } from "./restore-backup.js";
import { sqlitePlace, type RestorePlace } from "./restore-fixtures.js";
import { listSnapshots } from "./snapshot-layout.js";

const root = fileURLToPath(new URL("../../../../../", import.meta.url));
const cliArgs = wenkuCliArgs();

/** `npm run wenku -- <args>` in a process of its own, to its end. */
function wenku(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [...cliArgs, ...args], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", timeout: 120_000 });
}

/** Starts `wenku <args>` and kills it with SIGKILL as soon as `ready()` says so; resolves with how it ended. */
async function killWhen(args: string[], env: Record<string, string>, ready: () => boolean): Promise<NodeJS.Signals | number | null> {
  const child = spawn(process.execPath, [...cliArgs, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: "ignore" });
  const ended = new Promise<NodeJS.Signals | number | null>((resolve) => child.on("exit", (code, signal) => resolve(signal ?? code)));
  let running = true;
  void ended.then(() => (running = false));
  while (running) {
    if (ready()) {
      child.kill("SIGKILL");
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return ended;
}

const filesUnder = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((name) => String(name).includes(".")) : []);

// The site and the restore target are SQLite and local files on either pass, so the PostgreSQL pass would only run
// the same commands on the same files again (PostgreSQL + S3 restores: backup-restore.test.ts).
describe.skipIf(testDialect === "postgres")("backup and restore killed with SIGKILL", () => {
  let source: TestServer;
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-backup-kill-"));
  const sourceDb = path.join(temp, "source.db");
  const places: RestorePlace[] = [];
  let sourceEnv: Record<string, string>;

  beforeAll(async () => {
    source = await createTestServer({ databaseUrl: `sqlite:${sourceDb}` });
    sourceEnv = { DATABASE_URL: `sqlite:${sourceDb}`, WENKU_DATA_DIR: source.dataDir, WENKU_STORAGE: "local" };
    const owner = await createMember(source.ctx, 7);
    for (let i = 0; i < 60; i++) await insertDocument(source.ctx, { userId: owner.id, title: `文档 ${i}`, pages: 3 });
  });

  afterAll(async () => {
    await source?.close();
    for (const place of places) await place.close();
    fs.rmSync(temp, { recursive: true, force: true });
  });

  // Six commands, each a process of its own (backup and verify load no more of the server than they use).
  it("a backup killed part-way leaves nothing that restore accepts; a restore killed part-way completes when run again", { timeout: 300_000 }, async () => {
    const repositoryDir = path.join(temp, "repository");
    const killedBackup = await killWhen(["backup", "--to", repositoryDir], sourceEnv, () => filesUnder(path.join(repositoryDir, "snapshots")).length > 0);
    expect(killedBackup).toBe("SIGKILL");
    expect(await listSnapshots(openRepository(repositoryDir))).toEqual([]);
    await expect(chooseSnapshot(openRepository(repositoryDir), undefined)).rejects.toThrow("没有完成的备份");

    const backedUp = wenku(["backup", "--to", repositoryDir], sourceEnv);
    expect(backedUp.status, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain("备份完成");
    expect(await listSnapshots(openRepository(repositoryDir))).toHaveLength(1);

    const place = sqlitePlace();
    places.push(place);
    const killedRestore = await killWhen(["restore", repositoryDir], place.env, () => filesUnder(path.join(place.serverEnv.dataDir, "storage", "documents")).length > 0);
    expect(killedRestore).toBe("SIGKILL");
    const restored = wenku(["restore", repositoryDir], place.env);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("恢复完成");
    const verified = wenku(["verify", repositoryDir], place.env);
    expect(verified.stdout).toContain("一致");
    expect(verified.status).toBe(0);

    // A site that changed since is named, difference by difference, with a non-zero exit.
    const target = await createTestServer(place.serverEnv);
    try {
      await insertDocument(target.ctx, { userId: (await createMember(target.ctx)).id, title: "恢复之后" });
    } finally {
      await target.close();
    }
    const changed = wenku(["verify", repositoryDir, "--sample", "5"], place.env);
    expect(changed.status).toBe(2);
    expect(changed.stdout).toContain("数据表 document：站点 61 行，备份 60 行");
  });
});
