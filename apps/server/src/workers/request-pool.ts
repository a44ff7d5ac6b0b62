import type { Worker } from "node:worker_threads";

interface Reply<Result> {
  /** Absent on the message saying the worker is ready. */
  id?: number;
  result?: Result;
  error?: string;
}

interface PooledWorker<Result> {
  worker: Worker;
  pending: Map<number, { resolve(result: Result): void; reject(error: Error): void }>;
}

export interface RequestPoolOptions {
  /** Worker threads started at most (on demand: one more only while every running one is busy). */
  size: number;
  /** Workers end after this long without work, so that an idle pool keeps no process alive. */
  idleMs: number;
}

export interface RequestPool<Request, Result> {
  /**
   * Runs a request in the least busy worker; rejects with the worker's error, or when no worker can start.
   * `transfer` lists buffers moved to the worker rather than copied (unusable here afterwards).
   */
  run(request: Request, transfer?: ArrayBuffer[]): Promise<Result>;
  /** Ends every worker now; requests still waiting are rejected. */
  close(): Promise<void>;
}

/**
 * Worker threads made by `startWorker`, each taking `{ id, request }` messages and answering each with one
 * `{ id, result }` or `{ id, error }` (see serveRequests).
 */
export function createRequestPool<Request, Result>(startWorker: () => Worker, options: RequestPoolOptions): RequestPool<Request, Result> {
  const workers: PooledWorker<Result>[] = [];
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  const busy = () => workers.reduce((sum, w) => sum + w.pending.size, 0);

  const remove = (pooled: PooledWorker<Result>, error: Error) => {
    const index = workers.indexOf(pooled);
    if (index >= 0) workers.splice(index, 1);
    for (const waiting of pooled.pending.values()) waiting.reject(error);
    pooled.pending.clear();
  };

  const endWhenIdle = () => {
    clearTimeout(idleTimer);
    if (busy() > 0) return;
    idleTimer = setTimeout(() => {
      for (const pooled of workers.splice(0)) void pooled.worker.terminate();
    }, options.idleMs);
    idleTimer.unref();
  };

  const start = (): PooledWorker<Result> => {
    const worker = startWorker();
    const pooled: PooledWorker<Result> = { worker, pending: new Map() };
    worker.on("message", (reply: Reply<Result>) => {
      if (reply.id === undefined) return;
      const waiting = pooled.pending.get(reply.id);
      pooled.pending.delete(reply.id);
      if (reply.error === undefined) waiting?.resolve(reply.result as Result);
      else waiting?.reject(new Error(reply.error));
      if (pooled.pending.size === 0) pooled.worker.unref();
      endWhenIdle();
    });
    worker.on("error", (error) => remove(pooled, error));
    worker.on("exit", (code) => remove(pooled, new Error(`worker thread exited with code ${code}`)));
    // After the listeners: adding a "message" listener refs the worker's port again. A worker holds the process open
    // only while it has requests (run refs it): an idle pool never keeps a command from ending, a busy one always does.
    worker.unref();
    workers.push(pooled);
    return pooled;
  };

  const pick = (): PooledWorker<Result> => {
    const idle = workers.find((w) => w.pending.size === 0);
    if (idle) return idle;
    if (workers.length < options.size) return start();
    return workers.reduce((least, w) => (w.pending.size < least.pending.size ? w : least));
  };

  return {
    run(request, transfer) {
      clearTimeout(idleTimer);
      return new Promise<Result>((resolve, reject) => {
        const pooled = pick();
        const id = nextId++;
        pooled.pending.set(id, { resolve, reject });
        pooled.worker.ref();
        pooled.worker.postMessage({ id, request }, transfer);
      });
    },
    async close() {
      clearTimeout(idleTimer);
      await Promise.all(workers.splice(0).map((pooled) => pooled.worker.terminate()));
    },
  };
}
