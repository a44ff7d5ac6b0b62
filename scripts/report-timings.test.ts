import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { wallTimes } from "./report-timings.mjs";

it("prints each pass's wall time in minutes and seconds, rounded to the second before splitting", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-timings-"));
  try {
    fs.writeFileSync(path.join(dir, "wall-times.tsv"), "sqlite\t154600\npostgres\t119600\nbrowser\t59400\n");
    expect(wallTimes(dir, Number.NaN)).toBe("sqlite 2m35s, postgres 2m00s, browser 0m59s");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
