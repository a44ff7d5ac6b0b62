import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/pg-test-server.sh");

/** A throw-away PostgreSQL (scripts/pg-test-server.sh) with an empty database of the given name; `settings` as "-c name=value …". */
export async function startPostgres(database: string, settings = ""): Promise<{ url: string; stop(): void }> {
  const [dir, url] = pgServer(["start"], settings);
  await createDatabase(url, database);
  return { url: databaseUrl(url, database, dir), stop: () => execFileSync("bash", [SCRIPT, "stop", dir]) };
}

/**
 * A PostgreSQL kept in `dir` between runs: started again when `dir` holds one (its database as the last run
 * left it), else made there with an empty database; `stop` pauses it and keeps `dir`.
 */
export async function keptPostgres(dir: string, database: string, settings = ""): Promise<{ url: string; stop(): void }> {
  const resumed = fs.existsSync(path.join(dir, "data", "PG_VERSION"));
  if (!resumed) fs.rmSync(dir, { recursive: true, force: true });
  const [, url] = pgServer(resumed ? ["resume", dir] : ["start", dir], settings);
  if (!resumed) await createDatabase(url, database);
  return { url: databaseUrl(url, database, dir), stop: () => execFileSync("bash", [SCRIPT, "pause", dir]) };
}

const pgServer = (args: string[], settings: string) =>
  execFileSync("bash", [SCRIPT, ...args], { encoding: "utf8", env: { ...process.env, WENKU_PG_OPTIONS: settings } }).trim().split(" ");

async function createDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
}

/**
 * The database's URL through the server's Unix socket in `socketDir`, as README advises for a PostgreSQL on the
 * same machine (a round trip costs about a third less than over loopback TCP; a chat question makes about 25).
 */
function databaseUrl(serverUrl: string, database: string, socketDir: string): string {
  const url = new URL(serverUrl);
  url.hostname = "localhost";
  url.pathname = `/${database}`;
  url.searchParams.set("host", socketDir);
  return url.toString();
}
