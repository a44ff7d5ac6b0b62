import fs from "node:fs";

/** The calling thread's id as the Linux kernel knows it (a task of this process); undefined elsewhere. */
export function currentOsThreadId(): number | undefined {
  try {
    const threadId = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(threadId) && threadId > 0 ? threadId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Milliseconds the thread `threadId` of this process has spent on a CPU (the first field of its schedstat, in
 * nanoseconds); undefined when the kernel does not say (not Linux, or the thread has ended).
 */
export function osThreadCpuMs(threadId: number): number | undefined {
  try {
    const onCpuNs = Number(fs.readFileSync(`/proc/self/task/${threadId}/schedstat`, "utf8").split(" ")[0]);
    return Number.isFinite(onCpuNs) ? onCpuNs / 1e6 : undefined;
  } catch {
    return undefined;
  }
}
