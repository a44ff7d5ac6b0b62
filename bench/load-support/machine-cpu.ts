import fs from "node:fs";

/** Clock ticks of /proc/stat (USER_HZ): 100 on Linux. */
const ticksPerSecond = 100;

/** CPU seconds the whole machine has spent busy (everything but idle and I/O wait); undefined where there is no /proc. */
export function machineBusySeconds(): number | undefined {
  try {
    const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = fields;
    return (user + nice + system + irq + softirq + steal) / ticksPerSecond;
  } catch {
    return undefined;
  }
}
