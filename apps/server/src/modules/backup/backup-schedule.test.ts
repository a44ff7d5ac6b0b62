import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupMessages, type BackupRun } from "@wenku/contract";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { claimLease, releaseLease } from "../cluster-lease/lease.js";
import { storageFor } from "../storage/storage-for.js";
import { openRepository } from "./repository.js";
import { backupSettled } from "./run-backup.js";
import { runScheduledBackup } from "./schedule.js";
import { listSnapshots } from "./snapshot-layout.js";

describe(`scheduled and manual backups (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-backup-schedule-"));
  const target = path.join(temp, "backups");

  const setBackup = (values: Record<string, string>) =>
    t.request("PUT", "/api/v1/config", { token: admin, body: { config: Object.entries(values).map(([name, value]) => ({ category: "backup", name, value })) } });
  const runs = async () => (await t.request("GET", "/api/v1/backup/run/list", { token: admin, query: { page: 1, size: 20 } })).body as { total: number; backup_run: BackupRun[] };
  const startRun = () => t.request("POST", "/api/v1/backup/run", { token: admin });

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    await t.setSettings([["system", "sitename", "备份测试站"]]);
    await storageFor(t.ctx).putBuffer("documents/ab/cover.png", Buffer.alloc(64 * 1024, 7));
  });

  afterAll(async () => {
    await backupSettled(t.ctx);
    await t.close();
    fs.rmSync(temp, { recursive: true, force: true });
  });

  it("checks the settings on save: a 24-hour time, an absolute folder or s3:// address, keep 1–365", async () => {
    expect((await setBackup({ time: "25:00" })).body.message).toContain("24 小时制");
    expect((await setBackup({ target: "relative/folder" })).status).toBe(400);
    expect((await setBackup({ keep: "0" })).status).toBe(400);
    expect((await setBackup({ keep: "366" })).status).toBe(400);
    expect((await setBackup({ target: "s3://site-backups/wenku" })).status).toBe(200);
    expect((await setBackup({ time: "04:05", keep: "3" })).status).toBe(200);
  });

  it("refuses a manual run without a target", async () => {
    await setBackup({ target: "" });
    const refused = await startRun();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(backupMessages.noTarget);
  });

  it("runs a backup now in its thread, refuses a second while it runs (409), and records the result", async () => {
    await setBackup({ target });
    const started = await startRun();
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: "running", trigger: "manual", target });
    const second = await startRun();
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(backupMessages.running);
    await backupSettled(t.ctx);

    const [run] = (await runs()).backup_run;
    expect(run).toMatchObject({ id: started.body.id, status: "done", error: "" });
    expect(run.size).toBeGreaterThan(0);
    expect(run.bytes_written).toBeGreaterThan(0);
    expect(run.finished_at).toBeDefined();
    expect(await listSnapshots(openRepository(target))).toEqual([run.snapshot_id]);
  });

  it("refuses a run while another process of the cluster holds the backup lease", async () => {
    expect(await claimLease(t.ctx, "backup", "another-process", 60_000)).toBe(true);
    try {
      expect((await startRun()).status).toBe(409);
    } finally {
      await releaseLease(t.ctx, "backup", "another-process");
    }
  });

  it("keeps the newest N backups after each successful run", async () => {
    await setBackup({ keep: "2" });
    for (let i = 0; i < 2; i++) {
      expect((await startRun()).status).toBe(200);
      await backupSettled(t.ctx);
    }
    const listed = (await runs()).backup_run;
    expect(listed.map((run) => run.status)).toEqual(["done", "done", "done"]);
    // The second backup of an unchanged site writes the database part only: its files are in the repository.
    expect(listed[0].bytes_written).toBeLessThan(listed[2].bytes_written);
    const kept = await listSnapshots(openRepository(target));
    expect(kept).toHaveLength(2);
    expect(listed.map((run) => run.snapshot_id)).toEqual(expect.arrayContaining(kept));
  });

  it("records a failed run with a clear message when the target cannot be written", async () => {
    const file = path.join(temp, "a-file");
    fs.writeFileSync(file, "not a folder");
    await setBackup({ target: path.join(file, "backups") });
    expect((await startRun()).status).toBe(200);
    await backupSettled(t.ctx);
    const [run] = (await runs()).backup_run;
    expect(run.status).toBe("failed");
    expect(run.error).toContain("备份位置不可写");
    expect(run.error).toContain(file);
    expect(run.finished_at).toBeDefined();
  });

  it("runs the schedule once a day after its time, only when switched on", async () => {
    await setBackup({ target, enable: "false", time: "00:00" });
    expect(await runScheduledBackup(t.ctx)).toBe("off");
    await setBackup({ enable: "true" });
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    const startAll = (at: Date) => t.ctx.db.kysely.updateTable("backup_run").set({ started_at: at.toISOString() }).execute();
    await startAll(new Date(noon.getTime() - 3_600_000));
    expect(await runScheduledBackup(t.ctx, noon)).toBe("not due");
    const total = (await runs()).total;
    await startAll(new Date(noon.getTime() - 86_400_000));
    expect(await runScheduledBackup(t.ctx, noon)).toBe("ran");
    const after = await runs();
    expect(after.total).toBe(total + 1);
    expect(after.backup_run[0]).toMatchObject({ trigger: "schedule", status: "done" });
    expect(await runScheduledBackup(t.ctx, noon)).toBe("not due");
  });
});
