/**
 * Stores rendered pages in the background while the engine renders the next ones: at most `parallel` stores at a
 * time (the engine waits only when all are busy), in arrival order, so page 1 is stored first. The first failure
 * is kept and rethrown by the next `add` and by `drain`.
 */
export class PageSink<T> {
  private readonly running = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly store: (item: T) => Promise<void>,
    private readonly parallel = 4,
  ) {}

  async add(item: T): Promise<void> {
    while (this.running.size >= this.parallel) await Promise.race(this.running);
    if (this.failure) throw this.failure.error;
    const task = this.store(item)
      .catch((error) => {
        this.failure ??= { error };
      })
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Waits for every store started so far; throws the first failure. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.race(this.running);
    if (this.failure) throw this.failure.error;
  }
}
