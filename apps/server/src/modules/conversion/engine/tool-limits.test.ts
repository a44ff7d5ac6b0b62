import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTextPdf } from "../../../test/pdf-fixture.js";
import { limitFailure } from "./limit-failure.js";
import { limitsEnforced } from "./limited-command.js";
import { runCommand } from "./run-command.js";
import { DEFAULT_TOOL_MEMORY, toolLimitsFor } from "./tool-limits.js";
import { ConversionError } from "./types.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-tool-limits-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The soft value of one line of /proc/<pid>/limits, e.g. "Max address space". */
function softLimit(limits: string, name: string): string | undefined {
  return new RegExp(`^${name}\\s+(\\S+)`, "m").exec(limits)?.[1];
}

describe("tool limits", () => {
  it("are enforced on this machine (prlimit is installed)", () => {
    expect(limitsEnforced()).toBe(true);
  });

  it("run every tool at niceness 10 in the idle I/O class", async () => {
    expect((await runCommand("nice", [], { timeoutMs: 5000, failureReason: "x" })).stdout.toString().trim()).toBe("10");
    expect((await runCommand("ionice", [], { timeoutMs: 5000, failureReason: "x" })).stdout.toString().trim()).toBe("idle");
  });

  it("cap address space, CPU time and core dumps of every tool", async () => {
    const { stdout } = await runCommand("cat", ["/proc/self/limits"], { timeoutMs: 20_000, failureReason: "x" });
    const limits = stdout.toString();
    expect(softLimit(limits, "Max address space")).toBe(String(512 * 1024 * 1024));
    expect(softLimit(limits, "Max cpu time")).toBe(String(2 * 20 + 10));
    expect(softLimit(limits, "Max core file size")).toBe("0");
  });

  it("give LibreOffice and calibre a data limit, mupdf and tesseract an address-space limit, as configured", () => {
    expect(toolLimitsFor("soffice", undefined, 60_000)).toEqual({ memoryMb: DEFAULT_TOOL_MEMORY.officeMb, memoryKind: "data", cpuSeconds: 130 });
    expect(toolLimitsFor("ebook-convert", { officeMb: 3000 }, 60_000)).toMatchObject({ memoryMb: 3000, memoryKind: "data" });
    expect(toolLimitsFor("/usr/bin/mutool", { renderMb: 700 }, 60_000)).toMatchObject({ memoryMb: 700, memoryKind: "as" });
    expect(toolLimitsFor("tesseract", {}, 60_000)).toMatchObject({ memoryMb: DEFAULT_TOOL_MEMORY.ocrMb, memoryKind: "as" });
  });

  it("fail a tool that exceeds its memory limit with a clear, permanent error", async () => {
    const pdf = join(dir, "page.pdf");
    await writeFile(pdf, makeTextPdf(["A page drawn far too large for 128 MB"]));
    // An A4 page at 1200 dpi is a 417 MB RGB raster: mupdf cannot allocate it under 128 MB.
    const error = await runCommand("mutool", ["draw", "-q", "-r", "1200", "-c", "rgb", "-o", join(dir, "huge.pam"), pdf, "1"], {
      timeoutMs: 60_000,
      memoryLimits: { renderMb: 128 },
      failureReason: "文件已损坏",
    }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConversionError);
    expect((error as ConversionError).retryable).toBe(false);
    expect((error as ConversionError).message).toBe("mutool 超出内存限制（128 MB），文档过大或已损坏 (mutool exceeded its memory limit of 128 MB)");
  });

  it("tell a tool ended by its CPU-time limit from other kills", () => {
    const limits = toolLimitsFor("mutool", undefined, 60_000);
    expect(limitFailure("mutool", limits, "", "SIGXCPU")?.message).toContain("超出 CPU 时间限制（130 秒）");
    expect(limitFailure("tesseract", limits, "terminate called after throwing an instance of 'std::bad_alloc'", "SIGABRT")?.message).toContain("超出内存限制");
    expect(limitFailure("mutool", limits, "error: cannot open file", null)).toBeUndefined();
  });
});
