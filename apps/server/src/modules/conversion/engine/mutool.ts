import { privateLayoutTemp } from "./layout-accelerator.js";
import type { RenderSource } from "./render-source.js";
import { runCommand, type CommandResult } from "./run-command.js";
import type { StepOptions } from "./step-options.js";

export const MUTOOL = "mutool";
export const DAMAGED_FILE_REASON = "文件已损坏或格式不受支持 (the file is damaged or its format is not supported)";
export const PASSWORD_PROTECTED_REASON = "文件已加密，需要密码才能打开 (the file is password-protected)";

/** Runs mutool with the given arguments; a PDF that needs a password fails with a message saying so. */
export function runMutoolCommand(
  args: string[],
  step: StepOptions,
  env?: Record<string, string>,
  maxStdoutBytes?: number,
  onStdout?: (chunk: Buffer) => void,
): Promise<CommandResult> {
  return runCommand(MUTOOL, args, {
    ...step,
    env,
    maxStdoutBytes,
    onStdout,
    failureReason: DAMAGED_FILE_REASON,
    knownFailures: [{ pattern: /cannot authenticate password|needs a password/i, reason: PASSWORD_PROTECTED_REASON }],
  });
}

/**
 * Runs `mutool <subcommand> [options] <layout args> <document> [pages]` on a render source. Every mupdf call that
 * draws the document goes through here, so the layout arguments (EPUB stylesheet) and the job-local $TEMP are
 * never forgotten; a book mupdf lays out itself gets a $TEMP of its own per run (layout-accelerator.ts).
 * `maxStdoutBytes` limits the standard output kept; `onStdout` takes it as it streams instead (see CommandOptions).
 */
export function runMutool(
  subcommand: "draw",
  options: string[],
  source: RenderSource,
  pages: string | undefined,
  step: StepOptions,
  maxStdoutBytes?: number,
  onStdout?: (chunk: Buffer) => void,
): Promise<CommandResult> {
  const args = [subcommand, ...options, ...source.layoutArgs, source.path, ...(pages ? [pages] : [])];
  if (source.layout !== "reflowable") return runMutoolCommand(args, step, source.env, maxStdoutBytes, onStdout);
  const temp = privateLayoutTemp(source.env.TEMP);
  return runMutoolCommand(args, step, { ...source.env, ...temp.env }, maxStdoutBytes, onStdout).finally(temp.done);
}
