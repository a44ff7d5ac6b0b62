import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { closeContext, createContext, silentLogger } from "../../apps/server/src/bootstrap.js";
import type { AppContext } from "../../apps/server/src/context.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A library to measure on; `reused` when a kept folder already held one (its index is measured as it is). */
export interface Target {
  name: string;
  ctx: AppContext;
  reused: boolean;
  close(): Promise<void>;
}

/** The folder a kept library of this size lives in: the given one, with the size appended when several sizes run. */
export function keptFolder(base: string | undefined, docs: number, severalSizes: boolean): string | undefined {
  return base && severalSizes ? `${base}-${docs}` : base;
}

/**
 * A throw-away SQLite library, or with a kept folder one that survives the run, so that a later run with the same
 * folder measures the queries again without rebuilding the library.
 */
export async function openSqlite(keptDir: string | undefined): Promise<Target> {
  const reused = Boolean(keptDir && fs.existsSync(path.join(keptDir, "wenku.db")));
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-search-"));
  if (keptDir) fs.mkdirSync(keptDir, { recursive: true });
  const ctx = await createContext({ dataDir, workers: "none" }, silentLogger);
  return {
    name: "sqlite",
    ctx,
    reused,
    async close() {
      await closeContext(ctx);
      if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throw-away PostgreSQL, or with a kept folder one whose cluster survives the run (see openSqlite). */
export async function openPostgres(keptDir: string | undefined): Promise<Target> {
  const script = path.join(ROOT, "scripts/pg-test-server.sh");
  const reused = Boolean(keptDir && fs.existsSync(path.join(keptDir, "data", "PG_VERSION")));
  const [dir, url] = execFileSync("bash", [script, reused ? "resume" : "start", ...(keptDir ? [keptDir] : [])], { encoding: "utf8" }).trim().split(" ");
  if (!reused) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("create database wenku_bench");
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = "/wenku_bench";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-search-"));
  const ctx = await createContext({ dataDir, databaseUrl: dbUrl.toString(), workers: "none" }, silentLogger);
  return {
    name: "postgres",
    ctx,
    reused,
    async close() {
      await closeContext(ctx);
      execFileSync("bash", [script, keptDir ? "pause" : "stop", dir]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
