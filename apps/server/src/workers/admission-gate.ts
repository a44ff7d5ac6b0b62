/** Admits at most `concurrency` tasks at once; others wait in order, up to `maxQueue` of them for up to `maxWaitMs`. */
export interface AdmissionGate {
  /** Runs `task` once admitted; rejects with GateFullError when the queue is full or the wait runs out. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export class GateFullError extends Error {
  constructor() {
    super("too many tasks waiting");
  }
}

export function createAdmissionGate(options: { concurrency: number; maxQueue: number; maxWaitMs: number }): AdmissionGate {
  let running = 0;
  const waiting: Array<{ admit(): void; timer: NodeJS.Timeout }> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (!next) return;
    clearTimeout(next.timer);
    running += 1;
    next.admit();
  };

  const admitted = () =>
    new Promise<void>((resolve, reject) => {
      if (running < options.concurrency) {
        running += 1;
        resolve();
        return;
      }
      if (waiting.length >= options.maxQueue) {
        reject(new GateFullError());
        return;
      }
      const entry = {
        admit: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new GateFullError());
        }, options.maxWaitMs),
      };
      waiting.push(entry);
    });

  return {
    async run(task) {
      await admitted();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
