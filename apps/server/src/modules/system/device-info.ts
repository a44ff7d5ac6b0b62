import { readFile, statfs } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DeviceInfo } from "@wenku/contract";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { cpuPercent } from "./cpu-usage.js";

const round = (n: number) => Math.round(n * 10) / 10;
const percentOf = (part: number, total: number) => (total > 0 ? round((part / total) * 100) : 0);

/** MemAvailable of /proc/meminfo (free memory plus the reclaimable caches); the free memory where there is none. */
async function availableMemory(): Promise<number> {
  const meminfo = await readFile("/proc/meminfo", "utf8").catch(() => "");
  const kib = /^MemAvailable:\s+(\d+)\s+kB/m.exec(meminfo)?.[1];
  return kib ? Number(kib) * 1024 : os.freemem();
}

async function disk(name: string, folder: string): Promise<DeviceInfo["disk"][number]> {
  const s = await statfs(folder);
  const total = s.blocks * s.bsize;
  const free = s.bavail * s.bsize;
  const used = total - s.bfree * s.bsize;
  return { disk_name: name, path: folder, total, used, free, percent: percentOf(used, used + free) };
}

/** The database's size in bytes, and on SQLite the file it lives in. */
async function database(ctx: AppContext): Promise<{ size: number; file?: string }> {
  const db = ctx.db.kysely;
  if (ctx.db.dialect === "postgres") {
    const { rows } = await sql<{ size: number }>`select pg_database_size(current_database()) as size`.execute(db);
    return { size: Number(rows[0]?.size ?? 0) };
  }
  const { rows } = await sql<{ size: number }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`.execute(db);
  const files = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db);
  return { size: Number(rows[0]?.size ?? 0), file: files.rows[0]?.file || undefined };
}

/** GET /api/v1/device: CPU, memory, the disks of the data folder and of the database, the database's size. */
export async function deviceInfo(ctx: AppContext): Promise<DeviceInfo> {
  const cpus = os.cpus();
  const [percent, available, db] = await Promise.all([cpuPercent(), availableMemory(), database(ctx)]);
  const total = os.totalmem();
  const free = os.freemem();
  const disks = [await disk("数据目录", path.resolve(ctx.env.dataDir))];
  if (db.file) disks.push(await disk("数据库", path.dirname(db.file)));
  return {
    cpu: { cores: os.availableParallelism(), model_name: cpus[0]?.model.trim() ?? "", mhz: cpus[0]?.speed ?? 0, percent, load: os.loadavg().map(round) },
    memory: { total, available, used: total - available, free, percent: percentOf(total - available, total) },
    disk: disks,
    database: { dialect: ctx.db.dialect, size: db.size },
  };
}
