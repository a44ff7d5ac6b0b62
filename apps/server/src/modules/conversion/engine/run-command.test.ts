import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mostTellingLine, runCommand } from "./run-command.js";
import { ConversionError } from "./types.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-run-command-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Running or sleeping; a zombie (killed, waiting to be reaped by init) counts as dead. */
function isAlive(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /s, "")[0];
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

async function waitUntilDead(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

async function rejection(promise: Promise<unknown>): Promise<ConversionError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConversionError);
  return error as ConversionError;
}

describe("runCommand", () => {
  it("passes arguments verbatim (no shell) and returns standard output", async () => {
    const { stdout } = await runCommand("printf", ["%s|", "a b", "$(rm -rf x)", "中文"], {
      timeoutMs: 5000,
      failureReason: "x",
    });
    expect(stdout.toString("utf8")).toBe("a b|$(rm -rf x)|中文|");
  });

  it("turns a non-zero exit into a permanent ConversionError with the tool's own error line", async () => {
    const error = await rejection(
      runCommand("sh", ["-c", "echo 'warning: noise' >&2; echo 'error: no objects found' >&2; exit 3"], {
        timeoutMs: 5000,
        failureReason: "文件已损坏 (damaged)",
      }),
    );
    expect(error.retryable).toBe(false);
    expect(error.message).toBe("文件已损坏 (damaged) (sh: error: no objects found)");
  });

  it("prefers a known, more specific reason found anywhere in the error output", async () => {
    const error = await rejection(
      runCommand("sh", ["-c", "echo 'error: cannot authenticate password' >&2; echo 'error: cannot draw' >&2; exit 1"], {
        timeoutMs: 5000,
        failureReason: "damaged",
        knownFailures: [{ pattern: /authenticate password/, reason: "文件已加密 (password-protected)" }],
      }),
    );
    expect(error.message).toBe("文件已加密 (password-protected)");
  });

  it("kills the whole process group on timeout and reports a retryable error", async () => {
    const pidFile = join(dir, "grandchild.pid");
    const error = await rejection(
      runCommand("sh", ["-c", `sleep 30 & echo $! > ${pidFile}; wait`], { timeoutMs: 300, failureReason: "x" }),
    );
    expect(error.retryable).toBe(true);
    expect(error.message).toContain("超时");
    const grandchild = Number((await readFile(pidFile, "utf8")).trim());
    expect(await waitUntilDead(grandchild)).toBe(true);
  });

  it("kills the process group when the signal aborts", async () => {
    const pidFile = join(dir, "aborted.pid");
    const controller = new AbortController();
    const running = runCommand("sh", ["-c", `sleep 30 & echo $! > ${pidFile}; wait`], {
      timeoutMs: 30_000,
      signal: controller.signal,
      failureReason: "x",
    });
    let grandchild = 0;
    for (let attempt = 0; attempt < 100 && !grandchild; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      grandchild = Number((await readFile(pidFile, "utf8").catch(() => "")).trim());
    }
    expect(isAlive(grandchild)).toBe(true);
    controller.abort();
    const error = await rejection(running);
    expect(error.retryable).toBe(true);
    expect(error.message).toContain("aborted");
    expect(await waitUntilDead(grandchild)).toBe(true);
  });

  it("ends children left behind when the leader exits", async () => {
    const pidFile = join(dir, "straggler.pid");
    await runCommand("sh", ["-c", `sleep 30 > /dev/null 2>&1 & echo $! > ${pidFile}`], {
      timeoutMs: 5000,
      failureReason: "x",
    });
    const straggler = Number((await readFile(pidFile, "utf8")).trim());
    expect(await waitUntilDead(straggler)).toBe(true);
  });

  it("reports a missing tool as not installed", async () => {
    const error = await rejection(runCommand("wenku-no-such-tool", [], { timeoutMs: 5000, failureReason: "x" }));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain("未安装");
  });

  it("refuses output beyond the size cap", async () => {
    const error = await rejection(
      runCommand("head", ["-c", "100000", "/dev/zero"], { timeoutMs: 5000, maxStdoutBytes: 1000, failureReason: "x" }),
    );
    expect(error.message).toContain("输出过大");
  });

  it("picks the last error line and skips known noise", () => {
    expect(mostTellingLine("warning: ICC support is not available\nerror: cannot open x\nwarning: later")).toBe(
      "error: cannot open x",
    );
    expect(mostTellingLine("warning: ICC support is not available\nsomething odd\n")).toBe("something odd");
  });

  it("gives mupdf's error rather than its closing line naming the file", () => {
    expect(mostTellingLine("error: premature end of file in int32\nerror: cannot draw '/work/source.epub'\n")).toBe(
      "error: premature end of file in int32",
    );
    expect(mostTellingLine("error: cannot draw '/work/source.epub'\n")).toBe("error: cannot draw '/work/source.epub'");
  });
});
