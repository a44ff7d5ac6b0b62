import type { ToolMemoryLimits } from "./tool-limits.js";

/** What every external step needs: its time limit, the job's abort signal and the tools' memory ceilings. */
export interface StepOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  memoryLimits?: Partial<ToolMemoryLimits>;
}
