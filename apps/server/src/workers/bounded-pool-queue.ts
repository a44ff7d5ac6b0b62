/** A job waiting in a bounded pool: who asked, and when (a number that grows with each job). */
export interface QueuedJob {
  owner: string;
  sequence: number;
}

/**
 * The waiting jobs of a bounded pool, one line per owner, the owners served in turn: the next job is the oldest of
 * the first owner in turn allowed to run one more, and that owner then goes to the back of the turn.
 */
export class OwnerQueue<Job extends QueuedJob> {
  /** Lines by owner, in turn order (a Map keeps the order its keys were set in). */
  private readonly lines = new Map<string, Job[]>();
  size = 0;

  push(job: Job): void {
    const line = this.lines.get(job.owner);
    if (line) line.push(job);
    else this.lines.set(job.owner, [job]);
    this.size += 1;
  }

  remove(job: Job): boolean {
    const line = this.lines.get(job.owner);
    const index = line ? line.indexOf(job) : -1;
    if (!line || index < 0) return false;
    line.splice(index, 1);
    if (line.length === 0) this.lines.delete(job.owner);
    this.size -= 1;
    return true;
  }

  waitingOf(owner: string): number {
    return this.lines.get(owner)?.length ?? 0;
  }

  /** The next job in turn among owners that `mayRun`, taken out of the queue. */
  next(mayRun: (owner: string) => boolean): Job | undefined {
    for (const [owner, line] of this.lines) {
      if (!mayRun(owner)) continue;
      const job = line.shift()!;
      this.lines.delete(owner);
      if (line.length > 0) this.lines.set(owner, line);
      this.size -= 1;
      return job;
    }
    return undefined;
  }

  /** How many waiting jobs could start at once, each owner allowed `allowed(owner)` more. */
  startable(allowed: (owner: string) => number): number {
    let count = 0;
    for (const [owner, line] of this.lines) count += Math.max(0, Math.min(line.length, allowed(owner)));
    return count;
  }

  /** The job that has waited longest. */
  oldest(): Job | undefined {
    let oldest: Job | undefined;
    for (const line of this.lines.values()) if (!oldest || line[0].sequence < oldest.sequence) oldest = line[0];
    return oldest;
  }

  /** The newest job of the owner with the most jobs waiting. */
  newestOfBusiest(): Job | undefined {
    let busiest: Job[] | undefined;
    for (const line of this.lines.values()) if (!busiest || line.length > busiest.length) busiest = line;
    return busiest?.at(-1);
  }

  /** Every waiting job, taken out of the queue. */
  drain(): Job[] {
    const jobs = [...this.lines.values()].flat();
    this.lines.clear();
    this.size = 0;
    return jobs;
  }
}
