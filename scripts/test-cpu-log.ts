// With WENKU_TEST_CPU_LOG=<file> (vitest.config.ts adds this setup file then), each test file appends a line: its
// path and the CPU-seconds its test process spent on it, with the child processes it started and reaped (servers,
// LibreOffice, mutool). The suite is CPU-bound, so this, not the wall time, says which files cost it most.
import fs from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";

const ticksPerSecond = 100;

/** utime + stime + cutime + cstime of this process. */
function ownTicks(): number {
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(")").at(-1)!.trim().split(" ");
  return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
}

let started = 0;
beforeAll(() => {
  started = ownTicks();
});
afterAll(() => {
  const seconds = (ownTicks() - started) / ticksPerSecond;
  fs.appendFileSync(process.env.WENKU_TEST_CPU_LOG!, `${expect.getState().testPath}\t${seconds.toFixed(2)}\n`);
});
