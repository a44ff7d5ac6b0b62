import { parentPort } from "node:worker_threads";
import { currentOsThreadId } from "./os-thread.js";

/**
 * The worker side of createRequestPool and createBoundedPool: says it is ready (its modules are loaded), with the
 * id the OS knows its thread by (so the pool can read the CPU time a job used), then answers every request with
 * `handle`'s result or its error.
 */
export function serveRequests<Request, Result>(handle: (request: Request) => Result | Promise<Result>): void {
  const answer = async ({ id, request }: { id: number; request: Request }) => {
    try {
      parentPort?.postMessage({ id, result: await handle(request) });
    } catch (error) {
      parentPort?.postMessage({ id, error: String((error as Error)?.stack ?? error) });
    }
  };
  parentPort?.on("message", (message: { id: number; request: Request }) => void answer(message));
  parentPort?.postMessage({ ready: true, osThreadId: currentOsThreadId() });
}
