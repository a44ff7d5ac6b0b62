import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";

const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/pg-test-server.sh");

/** A throw-away PostgreSQL (scripts/pg-test-server.sh) with an empty database of the given name; `settings` as "-c name=value …". */
export async function startPostgres(database: string, settings = ""): Promise<{ url: string; stop(): void }> {
  const [dir, url] = execFileSync("bash", [SCRIPT, "start"], { encoding: "utf8", env: { ...process.env, WENKU_PG_OPTIONS: settings } }).trim().split(" ");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const dbUrl = new URL(url!);
  dbUrl.pathname = `/${database}`;
  return { url: dbUrl.toString(), stop: () => execFileSync("bash", [SCRIPT, "stop", dir!]) };
}
