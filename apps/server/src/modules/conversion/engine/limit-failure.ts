import type { ToolLimits } from "./tool-limits.js";
import { ConversionError } from "./types.js";

/**
 * What tools print when an allocation fails under their memory limit: mupdf ("malloc of N bytes failed"),
 * tesseract and other C++ tools (std::bad_alloc), calibre's Python (MemoryError), Qt and LibreOffice when no
 * thread can be started.
 */
const OUT_OF_MEMORY = /malloc (?:of \d+ bytes )?failed|out of memory|cannot allocate memory|std::bad_alloc|MemoryError|Thread creation error|Thread::create failed/i;

/**
 * The error of a tool that ended because of its limits, or undefined when nothing points to them. Both are
 * permanent: the same file hits the same limit on every try.
 */
export function limitFailure(toolName: string, limits: ToolLimits, stderrTail: string, signal: NodeJS.Signals | null): ConversionError | undefined {
  if (signal === "SIGXCPU") {
    return new ConversionError(
      `${toolName} 超出 CPU 时间限制（${limits.cpuSeconds} 秒），文档过于复杂或已损坏 (${toolName} exceeded its CPU time limit of ${limits.cpuSeconds}s)`,
      false,
    );
  }
  if (OUT_OF_MEMORY.test(stderrTail)) {
    return new ConversionError(
      `${toolName} 超出内存限制（${limits.memoryMb} MB），文档过大或已损坏 (${toolName} exceeded its memory limit of ${limits.memoryMb} MB)`,
      false,
    );
  }
  return undefined;
}
