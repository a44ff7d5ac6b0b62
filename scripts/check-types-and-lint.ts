// The type check and the lint in one pass over shared TypeScript programs: each tsconfig's program is built once, its
// errors reported as `tsc -p` reports them, and ESLint's type-aware rules read the same programs. Usage:
//   check-types-and-lint.ts [--only=types|lint] [--lanes=1|2] [--projects=0,1,2]
// --only runs one of the two checks (`npm run typecheck`, `npm run lint`). --lanes=2 splits the projects between two
// processes (the first holds tsconfig.checks.json and lints every file no other project owns); --projects is how a
// lane is told its share. The exit status says what failed: 4 the type check, 8 the lint (a warning too), 12 both;
// any other non-zero status is a crash.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildProjects } from "./checks/built-projects.js";
import { lint } from "./checks/lint.js";
import { createProgram, ownersOfFiles, parseProject } from "./checks/programs.js";
import { formatDiagnostics, preEmitDiagnostics } from "./checks/type-diagnostics.js";

const root = path.resolve(import.meta.dirname, "..");
/** In the order eslint.config.js lists them: a file in two is typed by the first. */
const configs = ["tsconfig.checks.json", "e2e/tsconfig.json", "apps/web/tsconfig.json"];
const lanes: number[][] = [[0], [1, 2]];
const typesFailed = 4;
const lintFailed = 8;

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const only = option("only");

/** Checks the given projects; returns the failure bits. */
async function checkProjects(indices: number[]): Promise<number> {
  process.chdir(root);
  const pretty = Boolean(process.stdout.isTTY);
  let typesPassed = indices.includes(0) && only !== "lint" ? buildProjects(["packages/contract", "apps/server"], pretty) : true;
  const projects = configs.map((config) => parseProject(path.join(root, config)));
  const owners = ownersOfFiles(projects);
  const programs = new Map(indices.map((index) => [index, createProgram(projects[index])]));
  for (const [index, program] of only === "lint" ? [] : programs) {
    const diagnostics = preEmitDiagnostics(program);
    if (diagnostics.length === 0) continue;
    typesPassed = false;
    process.stdout.write(formatDiagnostics(diagnostics, pretty));
    console.log(`${configs[index]}: found ${diagnostics.length} error${diagnostics.length === 1 ? "" : "s"}.\n`);
  }
  const typeBits = typesPassed ? 0 : typesFailed;
  if (only === "types") return typeBits;
  const ownedHere = (file: string) => indices.includes(owners.get(file) ?? 0);
  const outcome = await lint(root, {
    programs,
    owners,
    ...(indices.includes(0)
      ? { skip: (file: string) => !ownedHere(path.resolve(file)) }
      : { files: [...owners.keys()].filter(ownedHere) }),
  });
  process.stdout.write(outcome.report);
  if (outcome.errors === 0 && outcome.warnings > 0) console.log("ESLint found too many warnings (maximum: 0).");
  return typeBits | (outcome.errors === 0 && outcome.warnings === 0 ? 0 : lintFailed);
}

function runLane(indices: number[]): Promise<number> {
  const args = [...process.execArgv, import.meta.filename, `--projects=${indices.join(",")}`, ...(only ? [`--only=${only}`] : [])];
  const child = spawn(process.execPath, args, { stdio: "inherit" });
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  const projects = option("projects");
  if (projects !== undefined) return checkProjects(projects.split(",").map(Number));
  if (option("lanes") !== "2") return checkProjects(configs.map((_, index) => index));
  const statuses = await Promise.all(lanes.map(runLane));
  const crashed = statuses.some((status) => (status & ~(typesFailed | lintFailed)) !== 0);
  return crashed ? 1 : statuses.reduce((bits, status) => bits | status, 0);
}

process.exitCode = await main();
