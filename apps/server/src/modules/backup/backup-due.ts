/** Today's backup moment for a "HH:MM" setting, in the server's local time zone. */
export function scheduledMoment(now: Date, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number);
  const moment = new Date(now);
  moment.setHours(hours, minutes, 0, 0);
  return moment;
}

/**
 * Whether the daily backup is due: today's moment has passed and no run has started since it. A site that switches
 * backups on after the day's time backs up at once; one that missed the moment (stopped) catches up when it starts.
 */
export function isBackupDue(now: Date, time: string, lastStartedAt: Date | undefined): boolean {
  const moment = scheduledMoment(now, time);
  if (now < moment) return false;
  return lastStartedAt === undefined || lastStartedAt < moment;
}
