/**
 * Runs several benchmarks one after the other in this one process, as their smoke runs (run-bench.ts) ask: each
 * start of a process that loads the server's sources through tsx costs seconds of CPU. Its argument is a JSON list
 * of `{ name, env }`. Each benchmark's module is the file its npm script (`bench:<name>`) runs, imported with that
 * environment set (and set back after); its output is framed by marker lines (bench-markers.ts). A benchmark that throws
 * or sets process.exitCode is reported in its closing marker and the next one still runs. The process has no
 * process.exit: it ends only once no benchmark left anything running, and a benchmark awaiting something that can
 * never settle ends it with Node's exit code 13.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { benchMarker } from "./bench-markers.js";

export interface BenchRequest {
  name: string;
  env: Record<string, string>;
}

/** What this runner can stand in for: the npm scripts that run a bench module with exactly its own flags. */
const runnableScript = /^node --conditions=wenku-source --import tsx (bench\/[\w-]+\.ts)$/;

const root = path.resolve(import.meta.dirname, "../..");

/** The module `npm run bench:<name>` runs; throws unless that script is one this process can run as npm would. */
function benchModule(name: string): string {
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const script = scripts[`bench:${name}`];
  const match = script === undefined ? null : runnableScript.exec(script);
  if (!match) throw new Error(`bench:${name} is "${script}", not "node --conditions=wenku-source --import tsx bench/<file>.ts"`);
  return path.join(root, match[1]);
}

/** Sets `env` in process.env and returns what puts the earlier values back. */
function withEnv(env: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  return () => {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

async function runOne({ name, env }: BenchRequest): Promise<number> {
  console.log(benchMarker.start(name));
  const restoreEnv = withEnv(env);
  try {
    await import(pathToFileURL(benchModule(name)).href);
    return Number(process.exitCode ?? 0);
  } catch (error) {
    console.error(`bench:${name} failed:`, error);
    return 1;
  } finally {
    restoreEnv();
    process.exitCode = undefined;
  }
}

const requests = JSON.parse(process.argv[2]) as BenchRequest[];
let failed = false;
for (const request of requests) {
  const code = await runOne(request);
  console.log(benchMarker.exit(request.name, code));
  failed ||= code !== 0;
}
if (failed) process.exitCode = 1;
