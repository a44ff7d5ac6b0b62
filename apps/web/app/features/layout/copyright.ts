/** "2019 - 2025", or one year when the site started this year (system.copyright_start_year). */
export function copyrightYears(startYear: number | string | undefined, now = new Date().getFullYear()): string {
  const start = Number(startYear);
  return Number.isInteger(start) && start > 0 && start < now ? `${start} - ${now}` : String(now);
}
