import os from "node:os";
import { currentOsThreadId } from "./os-thread.js";

/** Niceness of background threads: the event loop (0) gets the CPU first whenever both want it. */
const BACKGROUND_NICENESS = 10;

/**
 * Lowers the scheduling priority of the calling thread only (Linux schedules threads as tasks); elsewhere it does
 * nothing.
 */
export function lowerThreadPriority(niceness = BACKGROUND_NICENESS): void {
  const threadId = currentOsThreadId();
  if (threadId === undefined) return;
  try {
    os.setPriority(threadId, niceness);
  } catch {
    // Not allowed: the thread keeps the process's priority.
  }
}
