import { describe, expect, it } from "vitest";
import { copyrightYears } from "./copyright";

describe("copyrightYears", () => {
  it.each([
    [2019, 2025, "2019 - 2025"],
    ["2020", 2025, "2020 - 2025"],
    [2025, 2025, "2025"],
    [0, 2025, "2025"],
    ["", 2025, "2025"],
  ])("%s to %s → %s", (start, now, text) => expect(copyrightYears(start, now)).toBe(text));
});
