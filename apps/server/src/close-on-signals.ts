/**
 * Closes the process's work on the first SIGINT or SIGTERM (workers give their jobs back, HTTP drains), then exits.
 * Shared by both roles: `wenku serve` (main.ts) and `wenku worker` (worker-main.ts).
 */
export function closeOnSignals(close: () => Promise<void>): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void close()
        .catch((error: unknown) => console.error("[wenku] shutdown failed", error))
        .finally(() => process.exit(0));
    });
  }
}
