/** A value WeChat gives with its lifetime (expires_in, seconds). */
export interface Expiring {
  value: string;
  expiresIn: number;
}

const SAFETY_MS = 5 * 60_000;

/**
 * Values kept until five minutes before they expire (WeChat limits how often access_token and jsapi_ticket may be
 * fetched). Callers asking for a missing value at the same time share one fetch.
 */
export class ExpiringValues {
  private readonly held = new Map<string, { value: string; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<string>>();

  get(key: string, fetchValue: () => Promise<Expiring>): Promise<string> {
    const hit = this.held.get(key);
    if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.value);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = fetchValue()
        .then((fetched) => this.set(key, fetched))
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  set(key: string, { value, expiresIn }: Expiring): string {
    this.held.set(key, { value, expiresAt: Date.now() + Math.max(0, expiresIn * 1000 - SAFETY_MS) });
    return value;
  }

  /** Forgets the value kept under `key` if it is still `value`. */
  drop(key: string, value: string): void {
    if (this.held.get(key)?.value === value) this.held.delete(key);
  }
}
