/** Delay before retry number `attempt` (1-based): base × 4^(attempt−1), at most 30 minutes. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(30 * 60_000, baseMs * 4 ** Math.max(0, attempt - 1));
}
