/** A date a client typed ("2024-06-13 10:00:00", "2024-06-13", RFC 3339…) as an ISO instant, local time without a zone. */
export function parseClientDate(value: string, endOfDay = false): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const time = Date.parse(dateOnly ? `${text}T${endOfDay ? "23:59:59.999" : "00:00:00"}` : text.replace(/^(\d{4}-\d{2}-\d{2}) /, "$1T"));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** `created_at=[start, end]` (api-contract §1.6): one value means from start until now; a bare end date is inclusive. */
export function parseDateRange(values: string[]): { from?: string; to?: string } {
  return { from: values[0] ? parseClientDate(values[0]) : undefined, to: values[1] ? parseClientDate(values[1], true) : undefined };
}
