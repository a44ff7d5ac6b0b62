import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createProgram, ownersOfFiles, parseProject } from "./programs.js";
import { formatDiagnostics, preEmitDiagnostics } from "./type-diagnostics.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-checks-"));
const tsc = path.resolve(import.meta.dirname, "../../node_modules/typescript/bin/tsc");
const compilerOptions = { strict: true, noEmit: true, types: [], lib: ["ES2022"], target: "ES2022" };
fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["*.ts"] }));
fs.writeFileSync(path.join(dir, "other.json"), JSON.stringify({ compilerOptions, files: ["wrong.ts"] }));
fs.writeFileSync(path.join(dir, "wrong.ts"), 'export const count: number = "three";\nexport const flag: boolean = 1;\n');
fs.writeFileSync(path.join(dir, "right.ts"), "export const count: number = 3;\n");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("reports a program's errors as tsc -p prints them", () => {
  const diagnostics = preEmitDiagnostics(createProgram(parseProject(path.join(dir, "tsconfig.json"))));
  expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual([2322, 2322]);
  let printed = "";
  try {
    execFileSync(process.execPath, [tsc, "-p", "tsconfig.json", "--pretty", "false"], { cwd: dir, encoding: "utf8" });
  } catch (error) {
    printed = (error as { stdout: string }).stdout;
  }
  const ours = formatDiagnostics(diagnostics, false, dir);
  expect(ours).toContain("wrong.ts(1,14): error TS2322");
  expect(printed.startsWith(ours)).toBe(true);
});

it("gives each file to the first project that lists it", () => {
  const owners = ownersOfFiles([parseProject(path.join(dir, "other.json")), parseProject(path.join(dir, "tsconfig.json"))]);
  expect(owners.get(path.join(dir, "wrong.ts"))).toBe(0);
  expect(owners.get(path.join(dir, "right.ts"))).toBe(1);
});

it("reports only the errors of the files it is told to check", () => {
  const program = createProgram(parseProject(path.join(dir, "tsconfig.json")));
  expect(preEmitDiagnostics(program, (fileName) => !fileName.endsWith("wrong.ts"))).toEqual([]);
  expect(preEmitDiagnostics(program, (fileName) => fileName.endsWith("wrong.ts"))).toHaveLength(2);
});
