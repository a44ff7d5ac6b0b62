import type { AppContext, AppEvents } from "../context.js";

export interface PollingWorker {
  done: Promise<void>;
  stop(): Promise<void>;
}

interface PollingWorkerOptions {
  /** Named in the log when a step throws. */
  name: string;
  idleMs: number;
  /** Events that end the idle wait at once. */
  wakeOn: Array<keyof AppEvents>;
  /** One unit of work; true when it did some, so the next runs without waiting. Aborted when the worker stops. */
  step(signal: AbortSignal): Promise<boolean>;
}

/**
 * A background loop of one process: runs `step` again at once while it finds work, otherwise sleeps `idleMs` or
 * until one of `wakeOn` fires. A failing step is logged and the loop goes on; `stop` aborts the step in progress.
 */
export function startPollingWorker(ctx: AppContext, options: PollingWorkerOptions): PollingWorker {
  let stopping = false;
  // An event raised while a step runs may come after that step looked for work: the next idle wait is skipped.
  let wokenDuringStep = false;
  const markWoken = () => {
    wokenDuringStep = true;
  };
  let wake: () => void = markWoken;
  const aborter = new AbortController();
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.idleMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  for (const event of options.wakeOn) ctx.events.on(event, () => wake());
  const done = (async () => {
    while (!stopping) {
      let busy = false;
      wokenDuringStep = false;
      wake = markWoken;
      try {
        busy = await options.step(aborter.signal);
      } catch (error) {
        ctx.log.error(`${options.name} failed`, { err: error });
      }
      if (!busy && !stopping && !wokenDuringStep) await idle();
    }
  })();
  return {
    done,
    async stop() {
      stopping = true;
      aborter.abort();
      wake();
      await done;
    },
  };
}
