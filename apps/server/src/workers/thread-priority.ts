import fs from "node:fs";
import os from "node:os";

/** Niceness of background threads: the event loop (0) gets the CPU first whenever both want it. */
const BACKGROUND_NICENESS = 10;

/**
 * Lowers the scheduling priority of the calling thread only (Linux schedules threads as tasks, and
 * /proc/thread-self names this one's id); elsewhere it does nothing.
 */
export function lowerThreadPriority(niceness = BACKGROUND_NICENESS): void {
  try {
    const threadId = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, niceness);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}
