import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import { resolveExecutable } from "./limited-command.js";
import { OfficeHostProcess, type OfficeRequest } from "./office-host-process.js";
import type { StepOptions } from "./step-options.js";
import { toolLimitsFor, type ToolMemoryLimits } from "./tool-limits.js";
import { conversionAborted, toolTimedOut } from "./types.js";

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
let running: OfficeHostProcess | undefined;
let starting: Promise<OfficeHostProcess | undefined> | undefined;
/** The memory ceiling of the running (or starting) host: another one in the settings starts another host. */
let hostMemoryMb = 0;
/** Counts stops, so that a host whose start a stop overtook is stopped as soon as it is up. */
let generation = 0;
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

const memoryMbOf = (memory: Partial<ToolMemoryLimits> | undefined) => toolLimitsFor("soffice", memory, 0).memoryMb;

function startHost(memory: Partial<ToolMemoryLimits> | undefined): Promise<OfficeHostProcess | undefined> {
  const startedIn = generation;
  conversions = 0;
  hostMemoryMb = memoryMbOf(memory);
  // A start that throws (no room for its profile, say) counts as one that failed: documents go the cold way.
  starting = OfficeHostProcess.start(SYSTEM_PYTHON, resolveExecutable("soffice")!, memory)
    .catch(() => undefined)
    .then((host) => {
      starting = undefined;
      if (!host) startFailedAt = Date.now();
      else if (startedIn !== generation) host.stop();
      else {
        running = host;
        scheduleIdleStop();
      }
      return running === host ? host : undefined;
    });
  return starting;
}

/**
 * The host to convert with, started (and waited for) when none is up under these memory limits; undefined when
 * one failed to start a moment ago. Starting LibreOffice and converting with it take about as long as a cold
 * conversion (2–2.6 s against 1.7–2.4 s for a 50-page DOCX); a cold one beside the start would pay a second start.
 */
async function hostFor(memory: Partial<ToolMemoryLimits> | undefined): Promise<OfficeHostProcess | undefined> {
  if (running?.running && hostMemoryMb === memoryMbOf(memory)) return running;
  running?.stop();
  running = undefined;
  if (Date.now() - startFailedAt < START_RETRY_MS) return undefined;
  return starting ?? startHost(memory);
}

/** Starts the warm LibreOffice now, if it can run here, and resolves once it answers (false: it cannot). */
export async function startWarmOffice(memory?: Partial<ToolMemoryLimits>): Promise<boolean> {
  return (await warmOfficeAvailable()) && Boolean(await hostFor(memory));
}

async function convertOn(office: OfficeHostProcess, request: OfficeRequest, step: StepOptions): Promise<WarmOutcome> {
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
    // As runCommand words the same causes, so a warm and a cold conversion fail alike.
    throw outcome === "abort" ? conversionAborted() : toolTimedOut("soffice", step.timeoutMs);
  }
  if (++conversions >= CONVERSIONS_PER_HOST) office.stop();
  if (!outcome.ok) return "failed";
  const produced = await stat(request.target).catch(() => undefined);
  return produced && produced.size > 0 ? "converted" : "failed";
}

/**
 * Converts an office file to PDF with the LibreOffice kept running for this process (office-host.py), which saves
 * the 1–1.5 s of CPU that starting soffice costs each document. Any outcome but "converted" leaves the document to
 * the cold path, which converts it with a fresh soffice of its own and words a failure as always: "busy" (another
 * document is converting or waits for the host to start), "unavailable" (no warm LibreOffice here, or it could not
 * start) and "failed" (LibreOffice could not convert the file, or ended). A timeout or an abort ends the host and fails the
 * step as the cold path would.
 */
export async function convertWithWarmOffice(request: OfficeRequest, step: StepOptions): Promise<WarmOutcome> {
  if (busy) return "busy";
  busy = true;
  clearTimeout(idleTimer);
  try {
    const office = (await warmOfficeAvailable()) ? await hostFor(step.memoryLimits) : undefined;
    if (!office) return "unavailable";
    return await convertOn(office, request, step);
  } finally {
    busy = false;
    scheduleIdleStop();
  }
}

/** Stops the warm LibreOffice, if one runs or starts (the conversion workers' shutdown, tests). */
export function stopWarmOffice(): void {
  clearTimeout(idleTimer);
  generation++;
  running?.stop();
  running = undefined;
}

/** The running host's process id (tests). */
export function warmOfficePid(): number | undefined {
  return running?.running ? running.pid : undefined;
}
