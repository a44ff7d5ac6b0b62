/** Today as YYYYMMDD in the server's local time zone (set TZ to choose it). */
export function dayNumber(date = new Date()): number {
  return date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate();
}
