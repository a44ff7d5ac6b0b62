/** Daily quotas count by the server's local day (set TZ to choose it). */
export function dayNumber(date = new Date()): number {
  return date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/** The next local midnight, when the day's counters start again. */
export function nextMidnight(date = new Date()): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2025-03-02 00:00" in the server's time zone, for messages. */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
