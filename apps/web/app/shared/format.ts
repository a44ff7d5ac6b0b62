import dayjs from "dayjs";

/** A timestamp of the API (RFC 3339) as local "YYYY-MM-DD HH:mm", or "-" when absent. */
export function formatTime(value: string | undefined | null): string {
  return value ? dayjs(value).format("YYYY-MM-DD HH:mm") : "-";
}
