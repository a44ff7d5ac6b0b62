const units = ["B", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;

/** Human file size from B up to YB with 2 decimals, 1024 per step. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0.00 B";
  const exponent = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${(bytes / 1024 ** exponent).toFixed(2)} ${units[exponent]}`;
}
