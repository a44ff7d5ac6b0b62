import { zh } from "../../../locales/zh-CN";

const t = zh.adminBackup;

/** A run's duration: seconds with one decimal under a minute, else minutes and seconds. */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return t.seconds((ms / 1000).toFixed(1));
  const seconds = Math.round(ms / 1000);
  return t.minutes(Math.floor(seconds / 60), seconds % 60);
}
