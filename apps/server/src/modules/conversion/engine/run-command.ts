import { spawn } from "node:child_process";
import { basename } from "node:path";
import { limitFailure } from "./limit-failure.js";
import { limitedArgv, resolveExecutable } from "./limited-command.js";
import { toolLimitsFor, type ToolMemoryLimits } from "./tool-limits.js";
import { ConversionError, conversionAborted, toolTimedOut } from "./types.js";

export interface CommandOptions {
  /** The step fails (retryable) and the whole process group is killed after this long. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Variables added to (or overriding) the server's environment. */
  env?: Record<string, string>;
  cwd?: string;
  /** Standard output beyond this size fails the step instead of growing our memory. */
  maxStdoutBytes?: number;
  /**
   * Receives standard output as it arrives instead of keeping it (`stdout` is then empty). A ConversionError it
   * throws fails the step and ends the tool.
   */
  onStdout?(chunk: Buffer): void;
  /** Chinese + English reason shown when the tool exits with an error, e.g. "文件已损坏或格式不受支持". */
  failureReason: string;
  /** More specific reasons, used instead when the tool's error output matches (e.g. a password prompt). */
  knownFailures?: { pattern: RegExp; reason: string }[];
  /** Memory ceilings per tool family (defaults in tool-limits.ts). */
  memoryLimits?: Partial<ToolMemoryLimits>;
}

export interface CommandResult {
  stdout: Buffer;
  /** The last few kilobytes of standard error (tools print warnings there even on success). */
  stderrTail: string;
}

const DEFAULT_MAX_STDOUT_BYTES = 64 * 1024 * 1024;
const STDERR_TAIL_BYTES = 8 * 1024;
const NOISE_LINES = [/ICC support is not available/, /failed to launch javaldx/, /^warning: \.\.\. repeated/];

/** mupdf's closing line after the error that stopped it, which says only which file it was drawing. */
const WRAPPER_LINES = [/^error: cannot draw '/];

/**
 * The most telling line of a tool's output: its last "error" line (before a closing line that only names the file,
 * e.g. mupdf's "cannot draw 'x'"), else its last line that is not known noise.
 */
export function mostTellingLine(output: string): string {
  const lines = output
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !NOISE_LINES.some((noise) => noise.test(line)));
  const errorLines = lines.filter((line) => /error|failed|cannot|unable|not supported|locked|drm/i.test(line));
  const telling = errorLines.filter((line) => !WRAPPER_LINES.some((wrapper) => wrapper.test(line)));
  const chosen = telling.at(-1) ?? errorLines.at(-1) ?? lines.at(-1) ?? "";
  return chosen.length > 300 ? `${chosen.slice(0, 300)}…` : chosen;
}

function killProcessGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // ESRCH: the group has already exited.
  }
}

/**
 * Runs one external tool with an argv array (never a shell), in its own process group so that a timeout, an abort
 * or the end of the leader also ends every child it started (soffice.bin, QtWebEngine helpers…). The tool runs
 * under a memory and CPU-time limit, at a lower CPU and I/O priority than the server (limited-command.ts).
 * Failures become ConversionError: a non-zero exit or an exceeded limit is permanent (the input is at fault); a
 * timeout, an abort or another kill by a signal is retryable.
 */
export function runCommand(command: string, args: string[], options: CommandOptions): Promise<CommandResult> {
  const toolName = basename(command);
  const maxStdoutBytes = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT_BYTES;
  return new Promise<CommandResult>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(conversionAborted());
      return;
    }
    const executable = resolveExecutable(command);
    if (!executable) {
      reject(new ConversionError(`服务器未安装 ${toolName} (${toolName} is not installed on the server)`, false));
      return;
    }
    const limits = toolLimitsFor(command, options.memoryLimits, options.timeoutMs);
    const [wrapper, ...wrappedArgs] = limitedArgv(executable, args, limits);
    const child = spawn(wrapper, wrappedArgs, {
      cwd: options.cwd,
      env: { ...process.env, LANG: "C.UTF-8", ...options.env },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrTail = "";
    let failure: ConversionError | undefined;
    let settled = false;

    const failAndKill = (error: ConversionError) => {
      failure ??= error;
      killProcessGroup(child.pid);
    };
    const timer = setTimeout(() => failAndKill(toolTimedOut(toolName, options.timeoutMs)), options.timeoutMs);
    const onAbort = () => failAndKill(conversionAborted());
    options.signal?.addEventListener("abort", onAbort, { once: true });

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      outcome();
    };

    child.stdout.on("data", (chunk: Buffer) => {
      if (failure) return;
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdoutBytes) {
        failAndKill(
          new ConversionError(`${toolName} 输出过大 (${toolName} produced more than ${maxStdoutBytes} bytes)`, false),
        );
        return;
      }
      if (!options.onStdout) return void stdoutChunks.push(chunk);
      try {
        options.onStdout(chunk);
      } catch (error) {
        failAndKill(error instanceof ConversionError ? error : new ConversionError(`${toolName}: ${String(error)}`, false));
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString("utf8")).slice(-STDERR_TAIL_BYTES);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === "ENOENT"
          ? `服务器未安装 ${toolName} (${toolName} is not installed on the server)`
          : `无法启动 ${toolName} (${toolName} could not be started: ${error.message})`;
      finish(() => reject(new ConversionError(reason, false)));
    });
    // The leader has exited: end stragglers it left in its group, then wait for the pipes to drain ("close").
    child.on("exit", () => killProcessGroup(child.pid));
    child.on("close", (code, signal) => {
      finish(() => {
        if (failure) return reject(failure);
        if (signal || code !== 0) {
          const limited = limitFailure(toolName, limits, stderrTail, signal);
          if (limited) return reject(limited);
        }
        if (signal) {
          return reject(
            new ConversionError(
              `${toolName} 被系统终止（${signal}），可能是内存不足 (${toolName} was killed by ${signal}, possibly out of memory)`,
              true,
            ),
          );
        }
        if (code !== 0) {
          const known = options.knownFailures?.find(({ pattern }) => pattern.test(stderrTail));
          if (known) return reject(new ConversionError(known.reason, false));
          const detail = mostTellingLine(stderrTail) || `exit code ${code}`;
          return reject(new ConversionError(`${options.failureReason} (${toolName}: ${detail})`, false));
        }
        resolve({ stdout: Buffer.concat(stdoutChunks), stderrTail });
      });
    });
  });
}
