import { describe, expect, it } from "vitest";
import { scaledStepTimeoutMs } from "./step-timeout.js";

const MB = 1024 * 1024;
const CAP = 30 * 60_000;

describe("scaledStepTimeoutMs", () => {
  it("gives small files two minutes and a minute more per MB", () => {
    expect(scaledStepTimeoutMs(0, 0, CAP)).toBe(120_000);
    expect(scaledStepTimeoutMs(512 * 1024, 0, CAP)).toBe(150_000);
    expect(scaledStepTimeoutMs(10 * MB, 0, CAP)).toBe(720_000);
  });

  it("counts a quarter of what a ZIP container unpacks to when that is more than the file", () => {
    expect(scaledStepTimeoutMs(1 * MB, 20 * MB, CAP)).toBe(120_000 + 5 * 60_000);
    expect(scaledStepTimeoutMs(10 * MB, 12 * MB, CAP)).toBe(720_000);
  });

  it("never exceeds the configured maximum (converter.timeout)", () => {
    expect(scaledStepTimeoutMs(50 * MB, 0, CAP)).toBe(CAP);
    expect(scaledStepTimeoutMs(0, 0, 60_000)).toBe(60_000);
  });
});
