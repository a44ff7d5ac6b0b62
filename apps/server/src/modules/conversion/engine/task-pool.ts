/**
 * Runs queued async tasks at most `concurrency` at a time, in the order they were added; tasks may add more.
 * The first failure stops new tasks from starting and aborts `signal` (which every running external command
 * listens to); `drain()` settles only after running tasks have finished, then rejects with that first failure.
 */
export class TaskPool {
  private readonly queue: (() => Promise<void>)[] = [];
  private running = 0;
  private firstError: unknown;
  private failed = false;
  private idleWaiters: (() => void)[] = [];
  private readonly controller = new AbortController();
  readonly signal: AbortSignal;

  constructor(
    private readonly concurrency: number,
    parentSignal?: AbortSignal,
  ) {
    this.signal = parentSignal ? AbortSignal.any([parentSignal, this.controller.signal]) : this.controller.signal;
  }

  add(task: () => Promise<void>): void {
    this.queue.push(task);
    this.startTasks();
  }

  async drain(): Promise<void> {
    if (this.running > 0 || (this.queue.length > 0 && !this.failed)) {
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
    if (this.failed) throw this.firstError;
  }

  private startTasks(): void {
    while (!this.failed && this.running < this.concurrency && this.queue.length > 0) {
      const task = this.queue.shift()!;
      this.running++;
      task()
        .catch((error: unknown) => {
          if (!this.failed) {
            this.failed = true;
            this.firstError = error;
            this.queue.length = 0;
            this.controller.abort();
          }
        })
        .finally(() => {
          this.running--;
          this.startTasks();
          if (this.running === 0 && (this.queue.length === 0 || this.failed)) {
            for (const resolve of this.idleWaiters.splice(0)) resolve();
          }
        });
    }
  }
}
