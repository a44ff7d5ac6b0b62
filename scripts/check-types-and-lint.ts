// The type check and the lint. Usage:
//   check-types-and-lint.ts [--only=types|lint] [--lanes=1|2] [--projects=0,1,2]
// The type check is TypeScript's (the pinned compiler, as the build runs it): each tsconfig's program built once, its
// errors reported as `tsc -p` reports them, every file checked once: by `tsc -b` if the build compiles it, else in
// the program of the first tsconfig that lists it. The lint is Oxlint (`.oxlintrc.json`), whose type-aware rules
// build their own programs in tsgolint. --only runs one of the two checks (`npm run typecheck`, `npm run lint`).
// --lanes=2 splits the type check's projects between two processes (the first holds tsconfig.checks.json);
// --projects is how a lane is told its share. The lint runs beside them. The exit status says what failed: 4 the
// type check, 8 the lint (a warning too), 12 both; any other non-zero status is a crash.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildProjects } from "./checks/built-projects.js";
import { createProgram, ownersOfFiles, parseProject } from "./checks/programs.js";
import { formatDiagnostics, preEmitDiagnostics } from "./checks/type-diagnostics.js";

const root = path.resolve(import.meta.dirname, "..");
/** A file listed by several is checked in the first's program. */
const configs = ["tsconfig.checks.json", "e2e/tsconfig.json", "apps/web/tsconfig.json"];
/** The projects `tsc -b` builds (their declarations are read by bench); tsconfig.checks.json lists their files too. */
const built = ["packages/contract", "apps/server"];
const lanes: number[][] = [[0], [1, 2]];
const typesFailed = 4;
const lintFailed = 8;
const crashed = 1;

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const only = option("only");

/** Type-checks the given projects; returns the failure bits. */
function checkProjects(indices: number[]): number {
  process.chdir(root);
  const pretty = Boolean(process.stdout.isTTY);
  let passed = indices.includes(0) ? buildProjects(built, pretty) : true;
  // The build checked its files already, with the options they are compiled with (and declarations on).
  const projects = [...built.map((folder) => path.join(folder, "tsconfig.json")), ...configs].map((config) => parseProject(path.join(root, config)));
  const owners = ownersOfFiles(projects);
  const ownIndex = (index: number) => index + built.length;
  for (const index of indices) {
    const program = createProgram(projects[ownIndex(index)]);
    const checksFile = (fileName: string) => (owners.get(path.resolve(fileName)) ?? ownIndex(index)) === ownIndex(index);
    const diagnostics = preEmitDiagnostics(program, checksFile);
    if (diagnostics.length === 0) continue;
    passed = false;
    process.stdout.write(formatDiagnostics(diagnostics, pretty));
    console.log(`${configs[index]}: found ${diagnostics.length} error${diagnostics.length === 1 ? "" : "s"}.\n`);
  }
  return passed ? 0 : typesFailed;
}

/** Runs a check; its exit status `failedStatus` means it found errors (`failedBits`), any other non-zero a crash. */
function run(command: string, args: string[], failedStatus: number, failedBits: number): Promise<number> {
  const child = spawn(command, args, { cwd: root, stdio: "inherit" });
  return new Promise((resolve) => {
    child.on("error", () => resolve(crashed));
    child.on("exit", (code) => resolve(code === 0 ? 0 : code === failedStatus ? failedBits : crashed));
  });
}

/** Oxlint over the whole tree; its exit status is 1 for findings (warnings included: `denyWarnings`). */
function lint(): Promise<number> {
  const format = process.stdout.isTTY ? [] : ["--format=stylish"];
  return run(path.join(root, "node_modules/.bin/oxlint"), format, 1, lintFailed);
}

function typeLane(indices: number[]): Promise<number> {
  const args = [...process.execArgv, import.meta.filename, `--projects=${indices.join(",")}`];
  return run(process.execPath, args, typesFailed, typesFailed);
}

async function main(): Promise<number> {
  const projects = option("projects");
  if (projects !== undefined) return checkProjects(projects.split(",").map(Number));
  const checks: Promise<number>[] = [];
  if (only !== "types") checks.push(lint());
  if (only !== "lint") {
    if (option("lanes") === "2") checks.push(...lanes.map(typeLane));
    else checks.push(Promise.resolve(checkProjects(configs.map((_, index) => index))));
  }
  const statuses = await Promise.all(checks);
  return statuses.includes(crashed) ? crashed : statuses.reduce((bits, status) => bits | status, 0);
}

process.exitCode = await main();
