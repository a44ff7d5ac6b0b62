import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startServerProcess } from "../api-support/server-process.js";
import { freePorts } from "../../apps/server/src/test/free-ports.js";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const clusterScript = path.join(root, "scripts/cluster.sh");
const cliEntry = path.join(root, "apps/server/dist/cli.js");
const serverEntry = path.join(root, "apps/server/dist/main.js");

export interface Target {
  name: string;
  /** Where clients connect: the server itself, or nginx in front of the cluster. */
  origin: string;
  /** Runs a `wenku` CLI command against the target's database and storage. */
  cli(args: string[]): Promise<void>;
  /** The single process's data folder (the cluster keeps its data in its services). */
  dataDir?: string;
  /** The pids of the web processes (one for the single process), by name. */
  webPids(): Map<string, number>;
  stop(): Promise<void>;
}

/** The single-process default: `node apps/server/dist/main.js` on SQLite in a temporary data folder, workers inline. */
export async function startSingleProcess(adminPassword: string): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-load-"));
  // Nothing of a cluster the shell may have configured: the default is SQLite, a local folder and no Redis.
  const env = { WENKU_DATA_DIR: dataDir, WENKU_ADMIN_PASSWORD: adminPassword, DATABASE_URL: "", WENKU_REDIS_URL: "", WENKU_STORAGE: "local", WENKU_WORKERS: "inline" };
  const server = await startServerProcess([serverEntry], env, "/healthz");
  return {
    name: "single",
    origin: server.base,
    dataDir,
    cli: async (args) => void (await run(process.execPath, [cliEntry, ...args], { cwd: root, env: { ...process.env, ...env, NODE_ENV: "production" } })),
    webPids: () => new Map(server.pid === undefined ? [] : [["server", server.pid]]),
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `npm run cluster` (scripts/cluster.sh) in a temporary folder on free loopback ports: PostgreSQL, the S3 API,
 * Redis, two web processes, two workers and nginx. `stop` stops it and removes the folder.
 */
export async function startCluster(adminPassword: string): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-cluster-"));
  const [port, web1, web2, pg, s3, redis] = await freePorts(6);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WENKU_CLUSTER_DIR: dir,
    HOST: "127.0.0.1",
    PORT: String(port),
    WENKU_CLUSTER_WEB_PORTS: `${web1} ${web2}`,
    WENKU_CLUSTER_PG_PORT: String(pg),
    WENKU_CLUSTER_S3_PORT: String(s3),
    WENKU_CLUSTER_REDIS_PORT: String(redis),
    WENKU_ADMIN_PASSWORD: adminPassword,
  };
  const cluster = (args: string[], timeout: number) => run("bash", [clusterScript, ...args], { cwd: root, env, timeout, maxBuffer: 16 * 1024 * 1024 });
  const stop = async () => {
    await cluster(["stop"], 120_000).catch((error: unknown) => console.error("[bench:load] cluster stop:", error));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const started = await cluster(["start"], 900_000);
    if (!started.stdout.includes(`serving on http://127.0.0.1:${port}`)) throw new Error(`the cluster did not report its URL:\n${started.stdout}`);
  } catch (error) {
    await stop();
    throw error;
  }
  const pidOf = (name: string) => Number(fs.readFileSync(path.join(dir, "run", `${name}.pid`), "utf8").trim());
  return {
    name: "cluster",
    origin: `http://127.0.0.1:${port}`,
    cli: async (args) => void (await cluster(["exec", ...args], 120_000)),
    webPids: () => new Map(["web-1", "web-2"].filter((name) => fs.existsSync(path.join(dir, "run", `${name}.pid`))).map((name) => [name, pidOf(name)])),
    stop,
  };
}
