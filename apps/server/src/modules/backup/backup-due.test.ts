import { describe, expect, it } from "vitest";
import { isBackupDue, scheduledMoment } from "./backup-due.js";

/** Local times of one day (the schedule follows the server's time zone). */
const at = (day: number, hours: number, minutes: number) => new Date(2026, 10, day, hours, minutes);

describe("the daily backup's due time", () => {
  it("is today's HH:MM in local time", () => {
    expect(scheduledMoment(at(27, 12, 5), "03:30")).toEqual(at(27, 3, 30));
    expect(scheduledMoment(at(27, 0, 0), "23:59")).toEqual(at(27, 23, 59));
  });

  it("is not due before the day's time", () => {
    expect(isBackupDue(at(27, 3, 29), "03:30", undefined)).toBe(false);
    expect(isBackupDue(at(27, 3, 29), "03:30", at(26, 3, 30))).toBe(false);
  });

  it("is due once the time has passed and no run started since it", () => {
    expect(isBackupDue(at(27, 3, 30), "03:30", undefined)).toBe(true);
    expect(isBackupDue(at(27, 3, 31), "03:30", at(26, 3, 30))).toBe(true);
    expect(isBackupDue(at(27, 18, 0), "03:30", at(27, 3, 29))).toBe(true);
  });

  it("is not due again the same day after a run started at or after the time", () => {
    expect(isBackupDue(at(27, 3, 31), "03:30", at(27, 3, 30))).toBe(false);
    expect(isBackupDue(at(27, 23, 59), "03:30", at(27, 12, 0))).toBe(false);
  });

  it("is due the next day", () => {
    expect(isBackupDue(at(28, 3, 30), "03:30", at(27, 3, 30))).toBe(true);
  });
});
