import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { limitedArgv } from "./limited-command.js";
import { toolLimitsFor, type ToolMemoryLimits } from "./tool-limits.js";
import { privateToolEnvironment } from "./tool-environment.js";

/** apps/server/native/office-host.py (from src/ or dist/, which mirror each other). */
const OFFICE_HOST_SCRIPT = resolve(import.meta.dirname, "../../../../native/office-host.py");

export interface OfficeRequest {
  source: string;
  target: string;
  /** LibreOffice's import filter and its options (plain text and CSV); detected from the file when absent. */
  filter?: { name: string; options: string };
}

export type OfficeAnswer = { ok: true } | { ok: false; error: string };

interface HostLine {
  ready?: boolean;
  id?: number;
  ok?: boolean;
  error?: string;
}

/** How long the host may take to start soffice and connect to it. */
const START_TIMEOUT_MS = 60_000;
const PROFILE_PREFIX = "wenku-office-";

function removeProfile(dir: string): void {
  // soffice may still be exiting and writing into it; a folder left behind costs disk only, and the next start of
  // any server sweeps it (sweepProfilesOfEndedProcesses).
  void rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => undefined);
}

let swept = false;

/** Profiles of hosts whose server has ended (a server that is killed cannot remove its own). */
function sweepProfilesOfEndedProcesses(): void {
  if (swept) return;
  swept = true;
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(new RegExp(`^${PROFILE_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      // EPERM: the process lives, under another user.
      if ((error as NodeJS.ErrnoException).code === "ESRCH") removeProfile(join(tmpdir(), name));
    }
  }
}

/**
 * One running office-host.py and the soffice it started, in a process group of their own. Requests go one at a
 * time (LibreOffice converts one document at a time anyway). The host ends the group itself when its standard
 * input closes, so the server's end, however it comes, ends soffice too.
 */
export class OfficeHostProcess {
  private readonly exited: Promise<void>;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly profileDir: string;
  private readonly answers = new Map<number, (answer: OfficeAnswer) => void>();
  private readonly ready: Promise<boolean>;
  private nextId = 1;
  private ended = false;

  private constructor(python: string, soffice: string, memory: Partial<ToolMemoryLimits> | undefined, env: Record<string, string>, profileDir: string) {
    this.profileDir = profileDir;
    // Memory as for every LibreOffice run; CPU time is bounded per request by its wall-clock limit instead, since
    // the process lives on across requests (the limit below only catches a host left running by accident).
    const limits = { ...toolLimitsFor("soffice", memory, 0), cpuSeconds: 24 * 3600 };
    const [wrapper, ...args] = limitedArgv(python, [OFFICE_HOST_SCRIPT, soffice, pathToFileURL(join(profileDir, "profile")).href, `wenku-${randomUUID()}`], limits);
    this.child = spawn(wrapper, args, { env: { ...process.env, LANG: "C.UTF-8", ...env }, detached: true, stdio: ["pipe", "pipe", "pipe"] });
    this.child.stderr.resume();
    // A write to a host that has just died fails here (EPIPE); its end is handled once, through "close".
    this.child.stdin.on("error", () => undefined);
    this.exited = new Promise((resolveExit) => {
      this.child.on("close", () => {
        this.end();
        resolveExit();
      });
      this.child.on("error", () => {
        this.end();
        resolveExit();
      });
    });
    let readyAnswer: (ready: boolean) => void = () => undefined;
    this.ready = new Promise((resolveReady) => (readyAnswer = resolveReady));
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      const message = parseLine(line);
      if (message?.ready !== undefined) return readyAnswer(message.ready);
      if (message?.id === undefined) return;
      const answer = this.answers.get(message.id);
      this.answers.delete(message.id);
      answer?.(message.ok ? { ok: true } : { ok: false, error: message.error ?? "LibreOffice failed" });
    });
    void this.exited.then(() => readyAnswer(false));
    this.idle();
  }

  /** Starts a host; resolves once soffice answers, or undefined when it could not start. */
  static async start(python: string, soffice: string, memory?: Partial<ToolMemoryLimits>): Promise<OfficeHostProcess | undefined> {
    sweepProfilesOfEndedProcesses();
    const profileDir = mkdtempSync(join(tmpdir(), `${PROFILE_PREFIX}${process.pid}-`));
    const host = new OfficeHostProcess(python, soffice, memory, await privateToolEnvironment(profileDir, "libreoffice"), profileDir);
    host.busy();
    const timer = setTimeout(() => host.stop(), START_TIMEOUT_MS);
    const ready = await host.ready;
    clearTimeout(timer);
    host.idle();
    if (ready) return host;
    host.stop();
    return undefined;
  }

  get running(): boolean {
    return !this.ended;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Converts one file; an answer of ok: false when LibreOffice failed on it or the host ended meanwhile. */
  convert(request: OfficeRequest): Promise<OfficeAnswer> {
    if (this.ended) return Promise.resolve({ ok: false, error: "the office host has ended" });
    const id = this.nextId++;
    this.busy();
    const answered = new Promise<OfficeAnswer>((resolveAnswer) => this.answers.set(id, resolveAnswer));
    const line = { id, source: request.source, target: request.target, filter: request.filter?.name ?? "", options: request.filter?.options ?? "" };
    this.child.stdin.write(`${JSON.stringify(line)}\n`);
    return answered.finally(() => this.idle());
  }

  /** Kills the host and soffice with it (their whole process group) and removes the profile. */
  stop(): void {
    if (this.child.pid !== undefined && !this.ended) {
      try {
        process.kill(-this.child.pid, "SIGKILL");
      } catch {
        // ESRCH: the group has already exited.
      }
    }
    this.end();
  }

  private end(): void {
    if (!this.ended) removeProfile(this.profileDir);
    this.ended = true;
    for (const answer of this.answers.values()) answer({ ok: false, error: "the office host ended" });
    this.answers.clear();
  }

  /** While a request is out the host keeps the event loop alive; idle, it never holds a process open. */
  private busy(): void {
    this.child.ref();
    for (const stream of [this.child.stdout, this.child.stderr, this.child.stdin]) (stream as unknown as { ref?(): void }).ref?.();
  }

  private idle(): void {
    this.child.unref();
    for (const stream of [this.child.stdout, this.child.stderr, this.child.stdin]) (stream as unknown as { unref?(): void }).unref?.();
  }
}

function parseLine(line: string): HostLine | undefined {
  try {
    return JSON.parse(line) as HostLine;
  } catch {
    return undefined;
  }
}
