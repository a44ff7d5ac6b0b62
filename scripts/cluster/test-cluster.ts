/**
 * A real `npm run cluster` for the cluster tests (faults.test.ts): started in a temporary folder on
 * free loopback ports, with the administrator's password known, and stopped (folder removed) by `stop`. It also
 * gives the tests what they need to act on it: the pid of each process, the cluster's database, the HTTP API
 * through nginx or one web process.
 */
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { multipartBody } from "../../apps/server/src/test/upload-helpers.js";
import { freePorts } from "../../apps/server/src/test/free-ports.js";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const script = path.join(root, "scripts/cluster.sh");
const pgBin = "/usr/lib/postgresql/15/bin";
export const ADMIN_PASSWORD = "cluster-test-password";

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface TestCluster {
  dir: string;
  /** nginx's URL. */
  base: string;
  /** Each web process's own URL, bypassing nginx. */
  webBases: string[];
  ports: { nginx: number; web: number[]; pg: number; s3: number; redis: number };
  /** What `npm run cluster` printed while starting. */
  startOutput: string;
  /** `bash scripts/cluster.sh <args…>` with the cluster's environment. */
  cluster(args: string[], timeoutMs?: number): Promise<{ stdout: string; stderr: string }>;
  /** The pid of a process the cluster started ("web-1", "worker-2", "s3"…), from its pid file. */
  pidOf(name: string): number;
  /** One query on the cluster's database (a connection of its own, so it works again after a restart). */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** pg_ctl of the cluster's PostgreSQL: "stop" (fast) or "start" (waits until it accepts connections). */
  postgres(action: "stop" | "start"): Promise<void>;
  /** Starts the S3 API again after a test stopped it (as cluster.sh starts it: its pid file, its log). */
  startS3(): Promise<void>;
  /** Starts web process 1 or 2 again after a test killed it, as cluster.sh starts it; resolves once it is healthy. */
  startWeb(index: 1 | 2): Promise<void>;
  /** Starts worker process 1 or 2 again after a test killed it, as cluster.sh starts it; resolves once it runs. */
  startWorker(index: 1 | 2): Promise<void>;
  stop(): Promise<void>;
}

/** A started cluster and the administrator's token, as the fault tests get them from the file that started it. */
export interface SignedInCluster {
  c: TestCluster;
  token: string;
}

export interface StartOptions {
  /** Variables every process of the cluster gets, e.g. WENKU_CONVERSION_LEASE_MS. */
  env?: Record<string, string>;
  /** Runs on the empty folder before anything starts (e.g. to mount a small file system on its app/ folder). */
  prepare?(dir: string): void | Promise<void>;
  /** Runs after everything stopped, before the folder is removed (e.g. to unmount what `prepare` mounted). */
  cleanup?(dir: string): void | Promise<void>;
}

export async function startTestCluster(options: StartOptions = {}): Promise<TestCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-cluster-"));
  const [nginx, web1, web2, pgPort, s3, redis] = await freePorts(6);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    WENKU_CLUSTER_DIR: dir,
    HOST: "127.0.0.1",
    PORT: String(nginx),
    WENKU_CLUSTER_WEB_PORTS: `${web1} ${web2}`,
    WENKU_CLUSTER_PG_PORT: String(pgPort),
    WENKU_CLUSTER_S3_PORT: String(s3),
    WENKU_CLUSTER_REDIS_PORT: String(redis),
    WENKU_ADMIN_PASSWORD: ADMIN_PASSWORD,
  };
  const cluster = (args: string[], timeout = 60_000) => run("bash", [script, ...args], { cwd: root, env, timeout });
  const asPostgres = (args: string[]) => run("runuser", ["-u", "postgres", "--", ...args], { timeout: 60_000 });
  const pgData = path.join(dir, "pg/data");
  // What cluster.sh gives the processes it starts: its own environment (with options.env) and cluster.env.
  const clusterEnv = () => ({ ...process.env, ...options.env, ...readClusterEnv(dir) });
  let removed = false;
  const stop = async () => {
    if (removed) return;
    removed = true;
    // A cluster already stopped (or never started) is what stop wants; the folder goes next either way.
    await cluster(["stop"]).catch(() => undefined);
    try {
      await options.cleanup?.(dir);
    } catch {
      // what it would undo is gone already
    }
    // WENKU_CLUSTER_TEST_KEEP=1 keeps the folder (logs under logs/) to look into a failure.
    if (process.env.WENKU_CLUSTER_TEST_KEEP === "1") console.log(`[cluster test] kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  };
  let startOutput: string;
  try {
    await options.prepare?.(dir);
    startOutput = (await cluster(["start"], 360_000)).stdout;
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    dir,
    base: `http://127.0.0.1:${nginx}`,
    webBases: [web1, web2].map((port) => `http://127.0.0.1:${port}`),
    ports: { nginx, web: [web1, web2], pg: pgPort, s3, redis },
    startOutput,
    cluster,
    pidOf: (name) => Number(fs.readFileSync(path.join(dir, "run", `${name}.pid`), "utf8").trim()),
    async sql<Row>(text: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/wenku` });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    async postgres(action) {
      if (action === "stop") await asPostgres([`${pgBin}/pg_ctl`, "-D", pgData, "-m", "fast", "stop"]);
      else {
        const serverOptions = `-p ${pgPort} -k ${path.join(dir, "pg")} -c listen_addresses=127.0.0.1 -c max_connections=200`;
        await asPostgres([`${pgBin}/pg_ctl`, "-D", pgData, "-l", path.join(dir, "pg/postgres.log"), "-w", "-o", serverOptions, "start"]);
        const pid = fs.readFileSync(path.join(pgData, "postmaster.pid"), "utf8").split("\n")[0];
        fs.writeFileSync(path.join(dir, "run/postgres.pid"), `${pid}\n`);
      }
    },
    async startS3() {
      startDetached(dir, "s3", ["--import", "tsx", "scripts/cluster/s3-server.ts", String(s3), path.join(dir, "s3"), "wenku"], process.env);
      await waitFor("the S3 API", async () => portOpen(s3), 30_000);
    },
    async startWeb(index) {
      const port = [web1, web2][index - 1];
      const webEnv = { ...clusterEnv(), PORT: String(port), HOST: "127.0.0.1", WENKU_WORKERS: "none" };
      startDetached(dir, `web-${index}`, [path.join(root, "apps/server/dist/cli.js"), "serve"], webEnv);
      await waitFor(`web-${index}`, async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, 60_000);
    },
    async startWorker(index) {
      const name = `worker-${index}`;
      const pid = startDetached(dir, name, [path.join(root, "apps/server/dist/cli.js"), "worker"], clusterEnv());
      const log = path.join(dir, "logs", `${name}.log`);
      await waitFor(name, async () => (await fs.promises.readFile(log, "utf8")).includes(`worker running (pid ${pid})`), 60_000);
    },
    stop,
  };
}

/** Starts again what a test stopped or killed and left down: PostgreSQL, the S3 API, web and worker processes. */
export async function startWhatIsDown(c: TestCluster): Promise<void> {
  const status = (await c.cluster(["status"])).stdout;
  const down = (name: string) => new RegExp(`^${name} +down`, "m").test(status);
  if (down("postgres")) await c.postgres("start");
  if (down("s3")) await c.startS3();
  for (const index of [1, 2] as const) {
    if (down(`web-${index}`)) await c.startWeb(index);
    if (down(`worker-${index}`)) await c.startWorker(index);
  }
}

/** The variables cluster.sh gives every process (its cluster.env). */
function readClusterEnv(dir: string): Record<string, string> {
  const lines = fs.readFileSync(path.join(dir, "cluster.env"), "utf8").split("\n");
  return Object.fromEntries(lines.filter((line) => line.includes("=")).map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1).replace(/^"|"$/g, "")]));
}

/** `node <args>` in a session of its own with the cluster's pid file and log, as cluster.sh's start_process; its pid. */
function startDetached(dir: string, name: string, args: string[], env: NodeJS.ProcessEnv): number {
  const log = fs.openSync(path.join(dir, "logs", `${name}.log`), "a");
  const child = spawn(process.execPath, args, { cwd: root, env, detached: true, stdio: ["ignore", log, log] });
  child.unref();
  fs.closeSync(log);
  fs.writeFileSync(path.join(dir, "run", `${name}.pid`), `${child.pid}\n`);
  return child.pid!;
}

/** Something accepts connections on 127.0.0.1:port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A JSON API call; `body` is sent as JSON. The answer's body is parsed when it is JSON, else given as `{ text }`. */
export async function api<T = Record<string, unknown>>(base: string, method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  const response = await fetch(base + url, {
    method,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body === undefined ? {} : { "content-type": "application/json" }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: response.status, body: body as T };
}

/**
 * Turns the login captcha off (through the CLI, as an operator would) and signs the administrator in through nginx;
 * returns the token.
 */
export async function signInAdmin(c: TestCluster): Promise<string> {
  await c.cluster(["exec", "config:set", "security", "enable_captcha_login", "false"]);
  const login = await api<{ token: string }>(c.base, "POST", "/api/v1/user/login", { body: { username: "admin", password: ADMIN_PASSWORD } });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.token;
}

/** Saves settings through the admin API (PUT /api/v1/config). */
export async function saveSettings(c: TestCluster, token: string, entries: Array<[string, string, string]>): Promise<void> {
  const saved = await api(c.base, "PUT", "/api/v1/config", { token, body: { config: entries.map(([category, name, value]) => ({ category, name, value })) } });
  if (saved.status !== 200) throw new Error(`settings: ${saved.status} ${JSON.stringify(saved.body)}`);
}

/**
 * Uploads a file as a document attachment (POST /api/v1/upload/document); the raw answer. Each upload has a
 * connection of its own: one refused before its body was sent leaves its connection to nginx discarding the rest
 * (lingering close), where a fetch that reused it would wait.
 */
export function uploadAttachment(base: string, token: string, name: string, content: Buffer): Promise<ApiAnswer<{ data?: { id: number; hash: string }; message?: string }>> {
  const { payload, contentType } = multipartBody({ filename: name, content });
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(`${base}/api/v1/upload/document`, {
      method: "POST",
      agent: false,
      headers: { authorization: `Bearer ${token}`, "content-type": contentType, "content-length": payload.length, connection: "close" },
    }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data?: { id: number; hash: string } } }));
      response.on("error", reject);
    });
    // A server that refused the upload may close before it read the whole body: the answer is what counts.
    request.on("error", (error) => answered || reject(error));
    request.end(payload);
  });
}

/** Uploads a file and makes a free document of it; the document's id and the file's hash. */
export async function createDocument(base: string, token: string, name: string, content: Buffer): Promise<{ id: number; hash: string }> {
  const uploaded = await uploadAttachment(base, token, name, content);
  if (uploaded.status !== 200 || !uploaded.body.data) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const created = await api<{ document: Array<{ id: number }> }>(base, "POST", "/api/v1/document", {
    token,
    body: { category_id: [], document: [{ title: name.replace(/\.[^.]+$/, ""), attachment_id: uploaded.body.data.id, price: 0 }] },
  });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  return { id: created.body.document[0].id, hash: uploaded.body.data.hash };
}

/** Polls until `check` gives a value, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 60_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A check that throws means "not yet": polled again until the deadline, whose error names what was awaited.
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
