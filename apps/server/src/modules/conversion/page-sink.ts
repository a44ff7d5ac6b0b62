/**
 * Stores rendered pages in the background while the engine renders the next ones. The first page is stored on
 * its own at once; later pages wait and are stored together, one batch per store (one database statement for many
 * pages), a store starting at most every `batchEveryMs` and while fewer than `parallel` run. The engine waits only
 * when `maxWaiting` pages are waiting. The first failure is kept and rethrown by the next `add` and by `drain`.
 */
export class PageSink<T> {
  private readonly running = new Set<Promise<void>>();
  private waiting: T[] = [];
  private failure: { error: unknown } | undefined;
  private lastStart = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: (items: T[]) => Promise<void>,
    private readonly parallel = 2,
    private readonly maxWaiting = 64,
    private readonly batchEveryMs = 0,
  ) {}

  async add(item: T): Promise<void> {
    this.throwIfFailed();
    this.waiting.push(item);
    this.startStores(this.waiting.length >= this.maxWaiting);
    while (this.waiting.length >= this.maxWaiting && this.running.size > 0) await Promise.race(this.running);
    this.throwIfFailed();
  }

  /** Waits for every page added so far to be stored; throws the first failure. */
  async drain(): Promise<void> {
    this.startStores(true);
    while (this.running.size > 0) {
      await Promise.race(this.running);
      this.startStores(true);
    }
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  private startStores(now: boolean): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (!this.failure && this.running.size < this.parallel && this.waiting.length > 0) {
      const wait = this.lastStart + this.batchEveryMs - performance.now();
      if (wait > 0 && !now) {
        this.timer = setTimeout(() => this.startStores(false), wait);
        return;
      }
      this.lastStart = performance.now();
      const batch = this.waiting;
      this.waiting = [];
      const task: Promise<void> = this.store(batch)
        .catch((error: unknown) => {
          this.failure ??= { error };
        })
        .finally(() => {
          this.running.delete(task);
          this.startStores(false);
        });
      this.running.add(task);
    }
  }
}
