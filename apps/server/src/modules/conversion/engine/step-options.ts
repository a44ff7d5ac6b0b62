/** What every external step needs: its time limit and the job's abort signal. */
export interface StepOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}
