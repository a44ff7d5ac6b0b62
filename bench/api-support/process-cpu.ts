import fs from "node:fs";
import os from "node:os";

/** Clock ticks per second of /proc's times (USER_HZ): 100 on Linux. */
const ticksPerSecond = 100;

/**
 * CPU seconds (user + system, every thread) a process has used so far, from /proc/<pid>/stat; undefined where there
 * is no /proc. Unlike throughput it hardly moves when the load generator and the servers fight for the same cores.
 */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined || os.platform() !== "linux") return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}
