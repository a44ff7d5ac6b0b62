import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { startModuleWorker } from "./module-worker.js";

interface Esbuild {
  buildSync(options: Record<string, unknown>): { outputFiles: Array<{ text: string }>; metafile: { inputs: Record<string, unknown> } };
}

/** Bundles already written by this process, by source file, or why one could not be. */
const bundles = new Map<string, string | Error>();
/** Where bundles are kept: under this package's node_modules, so the packages they import resolve from there. */
const bundleFolder = fileURLToPath(new URL("../../node_modules/.cache/wenku-workers/", import.meta.url));

/**
 * The worker module `source` (TypeScript) with the project's modules it imports in one JavaScript file, made by the
 * esbuild that tsx itself runs on; packages stay imports. Named by its content's hash, so a changed source makes a
 * new file and concurrent processes write the same bytes; reused by later processes while its inputs are unchanged.
 */
function bundleOf(source: string): string {
  const known = bundles.get(source);
  if (known instanceof Error) throw known;
  if (known) return known;
  try {
    const made = reusedBundle(source) ?? writeBundle(source);
    bundles.set(source, made);
    return made;
  } catch (error) {
    bundles.set(source, error as Error);
    throw error;
  }
}

const RECORD_VERSION = 2;

/** What a bundle was made from: each input file's time and size, to tell whether it still holds. */
interface BundleRecord {
  /** Bumped when what makes a bundle changes (2: the contract bundled in, modules using import.meta refused). */
  version: typeof RECORD_VERSION;
  bundle: string;
  inputs: Record<string, string>;
}

const stampOf = (file: string) => {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.mtimeMs}:${stats.size}` : "";
};
const recordOf = (source: string) => path.join(bundleFolder, `${path.basename(source, ".ts")}-${crypto.createHash("sha256").update(source).digest("hex").slice(0, 12)}.json`);

/** The bundle an earlier process made of `source`, when none of its input files has changed since. */
function reusedBundle(source: string): string | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(recordOf(source), "utf8")) as BundleRecord;
    const current = record.version === RECORD_VERSION && fs.existsSync(record.bundle) && Object.entries(record.inputs).every(([file, stamp]) => stampOf(file) === stamp);
    return current ? record.bundle : undefined;
  } catch {
    return undefined;
  }
}

function writeAtomically(file: string, text: string): void {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

/** Every package installed for the server (its own node_modules, then the repository's) but the workspace's. */
function externalPackages(): string[] {
  const serverRoot = fileURLToPath(new URL("../../", import.meta.url));
  const names = new Set<string>();
  for (const modules of [path.join(serverRoot, "node_modules"), path.join(serverRoot, "../../node_modules")]) {
    if (!fs.existsSync(modules)) continue;
    for (const entry of fs.readdirSync(modules)) {
      if (entry.startsWith(".") || entry === "@wenku") continue;
      if (!entry.startsWith("@")) names.add(entry);
      else for (const scoped of fs.readdirSync(path.join(modules, entry))) names.add(`${entry}/${scoped}`);
    }
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

/**
 * A module that finds files or starts workers next to itself (`import.meta.url`, `import.meta.dirname`): moved into a
 * bundle, it would look in the bundles' folder (a backup thread's own threads were not found there).
 */
const findsFilesBesideItself = (file: string) => /\bimport\.meta\b/.test(fs.readFileSync(file, "utf8"));

function writeBundle(source: string): string {
  const tsx = createRequire(import.meta.url).resolve("tsx/package.json");
  const esbuild = createRequire(tsx)("esbuild") as Esbuild;
  const workingDir = path.dirname(source);
  const { outputFiles, metafile } = esbuild.buildSync({
    entryPoints: [source],
    absWorkingDir: workingDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Packages stay imports, but the workspace's own (@wenku/contract) comes in from its TypeScript sources.
    external: externalPackages(),
    conditions: ["wenku-source"],
    metafile: true,
    write: false,
  });
  const movedAway = Object.keys(metafile.inputs).map((input) => path.resolve(workingDir, input)).find(findsFilesBesideItself);
  if (movedAway) throw new Error(`${movedAway} uses import.meta: it must run from its own file, not from a bundle`);
  const text = outputFiles[0].text;
  const bundle = path.join(bundleFolder, `${path.basename(source, ".ts")}-${crypto.createHash("sha256").update(text).digest("hex").slice(0, 16)}.mjs`);
  fs.mkdirSync(bundleFolder, { recursive: true });
  if (!fs.existsSync(bundle)) writeAtomically(bundle, text);
  const inputs = Object.fromEntries(Object.keys(metafile.inputs).map((input) => [path.resolve(workingDir, input), stampOf(path.resolve(workingDir, input))]));
  writeAtomically(recordOf(source), JSON.stringify({ version: RECORD_VERSION, bundle, inputs } satisfies BundleRecord));
  return bundle;
}

/**
 * As startModuleWorker: from TypeScript sources (tests, benchmarks, `npm run wenku`) the worker runs a bundle of its
 * module (bundleOf) without tsx, which cost a worker thread one to two seconds of CPU to load (its own module hooks
 * and each module's transform; the Markdown renderer's 2.3 s, 0.1–0.3 s bundled); built code runs as it is. The
 * worker's modules may import packages, node's own modules and @wenku/contract (bundled from its sources).
 */
export function startBundledWorker(parentUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!parentUrl.endsWith(".ts")) return startModuleWorker(parentUrl, name, options);
  const source = fileURLToPath(new URL(`./${name}.ts`, parentUrl));
  let bundle: string;
  try {
    bundle = bundleOf(source);
  } catch {
    // No bundle (a read-only checkout, esbuild missing, a module that needs its own file): the slower start through tsx.
    return startModuleWorker(parentUrl, name, options);
  }
  // Without the process's flags: its `--import tsx` would load tsx again, and V8 flags are refused in a worker.
  return new Worker(pathToFileURL(bundle), { execArgv: [], ...options });
}
