/** Types of report-timings.mjs, a plain script run by Node in `npm test`. */
export function slowestFiles(
  reports: Array<{ suite: string; report: { testResults?: Array<{ name: string; startTime?: number; endTime?: number }> } }>,
  count: number,
): string[];
export function wallTimes(dir: string, startedAtMs: number): string;
