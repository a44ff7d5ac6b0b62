import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import { resolveExecutable } from "./limited-command.js";
import { OfficeHostProcess, type OfficeRequest } from "./office-host-process.js";
import type { StepOptions } from "./step-options.js";
import { toolLimitsFor } from "./tool-limits.js";
import { ConversionError } from "./types.js";

/** Debian's own Python, which python3-uno installs into (a Python of pyenv or a venv cannot import uno). */
const SYSTEM_PYTHON = "/usr/bin/python3";
/**
 * An idle LibreOffice holds about 200 MB; after this many seconds without a conversion it is stopped
 * (WENKU_WARM_OFFICE_IDLE_SECONDS, read each time).
 */
const DEFAULT_IDLE_SECONDS = 300;
/** A fresh LibreOffice after this many documents, so that nothing one document leaves behind lasts. */
const CONVERSIONS_PER_HOST = 100;
/** After a host failed to start, documents take the cold path for this long before another start is tried. */
const START_RETRY_MS = 60_000;

export type WarmOutcome = "converted" | "busy" | "unavailable" | "failed";

let available: Promise<boolean> | undefined;
let host: Promise<OfficeHostProcess | undefined> | undefined;
/** The memory ceiling the running host was started under: another one in the settings starts another host. */
let hostMemoryMb = 0;
let busy = false;
let conversions = 0;
let idleTimer: NodeJS.Timeout | undefined;
let startFailedAt = 0;

/** Whether a warm LibreOffice can run here: soffice, Debian's Python with uno, and not switched off. */
function warmOfficeAvailable(): Promise<boolean> {
  if (process.env.WENKU_WARM_OFFICE === "off") return Promise.resolve(false);
  return (available ??= new Promise((resolveAvailable) => {
    if (!resolveExecutable("soffice")) return resolveAvailable(false);
    execFile(SYSTEM_PYTHON, ["-c", "import uno"], { timeout: 10_000 }, (error) => resolveAvailable(!error));
  }));
}

function scheduleIdleStop(): void {
  clearTimeout(idleTimer);
  const seconds = Number(process.env.WENKU_WARM_OFFICE_IDLE_SECONDS ?? DEFAULT_IDLE_SECONDS);
  idleTimer = setTimeout(() => stopWarmOffice(), (Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_IDLE_SECONDS) * 1000);
  idleTimer.unref();
}

async function runningHost(step: StepOptions): Promise<OfficeHostProcess | undefined> {
  const memoryMb = toolLimitsFor("soffice", step.memoryLimits, step.timeoutMs).memoryMb;
  const current = host ? await host : undefined;
  if (current?.running && memoryMb === hostMemoryMb) return current;
  current?.stop();
  if (Date.now() - startFailedAt < START_RETRY_MS) return undefined;
  conversions = 0;
  hostMemoryMb = memoryMb;
  host = OfficeHostProcess.start(SYSTEM_PYTHON, resolveExecutable("soffice")!, step.memoryLimits);
  const started = await host;
  if (!started) startFailedAt = Date.now();
  return started;
}

/** What runCommand reports for the same cause, so a warm and a cold conversion fail alike. */
function stepFailure(kind: "timeout" | "abort", timeoutMs: number): ConversionError {
  if (kind === "abort") return new ConversionError("转换已取消 (conversion aborted)", true);
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new ConversionError(`转换超时：soffice 超过 ${seconds} 秒未完成 (soffice timed out after ${seconds}s)`, true);
}

/**
 * Converts an office file to PDF with the LibreOffice kept running for this process (office-host.py), which saves
 * the 1–1.5 s of CPU that starting soffice costs each document. "busy" (another document is converting),
 * "unavailable" (no warm LibreOffice here) and "failed" (LibreOffice could not convert the file, or ended) all
 * leave the document to the cold path, which converts it with a fresh soffice of its own and reports a failure
 * with the same wording as always. A timeout or an abort ends the host and fails the step as the cold path would.
 */
export async function convertWithWarmOffice(request: OfficeRequest, step: StepOptions): Promise<WarmOutcome> {
  if (busy) return "busy";
  if (!(await warmOfficeAvailable())) return "unavailable";
  busy = true;
  clearTimeout(idleTimer);
  try {
    const office = await runningHost(step);
    if (!office) return "unavailable";
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const interrupted = new Promise<"timeout" | "abort">((resolveInterrupt) => {
      timer = setTimeout(() => resolveInterrupt("timeout"), step.timeoutMs);
      onAbort = () => resolveInterrupt("abort");
      if (step.signal?.aborted) onAbort();
      step.signal?.addEventListener("abort", onAbort, { once: true });
    });
    const outcome = await Promise.race([office.convert(request), interrupted]).finally(() => {
      clearTimeout(timer);
      if (onAbort) step.signal?.removeEventListener("abort", onAbort);
    });
    if (outcome === "timeout" || outcome === "abort") {
      office.stop();
      throw stepFailure(outcome, step.timeoutMs);
    }
    if (++conversions >= CONVERSIONS_PER_HOST) office.stop();
    if (!outcome.ok) return "failed";
    const produced = await stat(request.target).catch(() => undefined);
    return produced && produced.size > 0 ? "converted" : "failed";
  } finally {
    busy = false;
    scheduleIdleStop();
  }
}

/** Stops the warm LibreOffice, if one runs (the conversion workers' shutdown, tests). */
export function stopWarmOffice(): void {
  clearTimeout(idleTimer);
  const stopping = host;
  host = undefined;
  void stopping?.then((office) => office?.stop());
}

/** The running host's process id (tests). */
export async function warmOfficePid(): Promise<number | undefined> {
  const office = host ? await host : undefined;
  return office?.running ? office.pid : undefined;
}
