import type { Worker } from "node:worker_threads";
import { startModuleWorker } from "../../../workers/module-worker.js";
import type { DialectName } from "../../../db/database.js";
import { prepareItem, type ItemToWrite, type PreparedItem } from "./prepare-item.js";

/**
 * Batches with less text than this are prepared in the calling thread (a few milliseconds); larger ones, such as
 * one long document, would hold up the server's event loop while jieba segments them.
 */
const MIN_WORKER_CHARS = 20_000;

const textSize = (entries: ItemToWrite[]) =>
  entries.reduce((sum, { item }) => sum + item.title.length + item.description.length + item.pages.reduce((n, p) => n + p.text.length, 0), 0);

/** An idle worker ends after this long; the next large batch starts a new one. */
const IDLE_MS = 2_000;

interface Pool {
  worker: Worker;
  pending: Map<number, { resolve(p: PreparedItem[]): void; reject(e: Error): void }>;
  next: number;
  idleTimer?: NodeJS.Timeout;
}

/** undefined: not started yet; null: unavailable here (e.g. source files without a TypeScript loader) */
let pool: Pool | null | undefined;

function startPool(): Pool | null {
  try {
    const worker = startModuleWorker(import.meta.url, "prepare-worker");
    worker.unref();
    const started: Pool = { worker, pending: new Map(), next: 1 };
    const fail = (error: Error) => {
      clearTimeout(started.idleTimer);
      pool = null;
      for (const p of started.pending.values()) p.reject(error);
      started.pending.clear();
    };
    worker.on("message", (m: { id: number; prepared?: PreparedItem[]; error?: string }) => {
      const waiting = started.pending.get(m.id);
      started.pending.delete(m.id);
      if (m.prepared) waiting?.resolve(m.prepared);
      else waiting?.reject(new Error(m.error));
      if (started.pending.size === 0) {
        // An idle worker would keep a finished process (a CLI command, a test run) alive.
        started.idleTimer = setTimeout(() => {
          if (pool === started) pool = undefined;
          void worker.terminate();
        }, IDLE_MS);
        started.idleTimer.unref();
      }
    });
    worker.on("error", fail);
    worker.on("exit", () => {
      if (pool === started) fail(new Error("index preparation worker exited"));
    });
    return started;
  } catch {
    return null;
  }
}

/**
 * Prepares items (segments, tokens, back-end rows) in a worker thread, so that on two cores tokenizing the next
 * batch overlaps writing this one. Falls back to the calling thread when no worker can run.
 */
export async function prepareItems(dialect: DialectName, entries: ItemToWrite[]): Promise<PreparedItem[]> {
  const inline = () => entries.map((entry) => prepareItem(dialect, entry));
  if (textSize(entries) < MIN_WORKER_CHARS) return inline();
  if (pool === undefined) pool = startPool();
  const current = pool;
  if (!current) return inline();
  try {
    clearTimeout(current.idleTimer);
    return await new Promise<PreparedItem[]>((resolve, reject) => {
      const id = current.next++;
      current.pending.set(id, { resolve, reject });
      current.worker.postMessage({ id, dialect, entries });
    });
  } catch {
    return inline();
  }
}
