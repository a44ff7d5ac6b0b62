/** Returns a function that runs the async work given to it at most `limit` at a time, in call order. */
export function createLimiter(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    // A finishing work hands its slot straight to the next waiting one, so no newcomer can squeeze in between.
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/** A promise with its resolve and reject at hand; a rejection nobody awaits is not reported as unhandled. */
export function deferred(): { promise: Promise<void>; resolve(): void; reject(error: unknown): void } {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Whoever awaits the promise gets the rejection; one nobody awaits must not end the process as unhandled.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
