const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** "刚刚" under a minute, then minutes, hours, days, months of 30 days, years. */
export function relativeTime(value: string | number | Date, now: number | Date = Date.now()): string {
  const then = new Date(value).getTime();
  const diff = Math.max(0, new Date(now).getTime() - then);
  if (diff < MINUTE) return "刚刚";
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < MONTH) return `${Math.floor(diff / DAY)}天前`;
  if (diff < YEAR) return `${Math.floor(diff / MONTH)}个月前`;
  return `${Math.floor(diff / YEAR)}年前`;
}
