import { describe, expect, it } from "vitest";
import { logFields } from "./log-fields.js";

describe("log fields", () => {
  it("logs an error with its type, message, stack and cause", () => {
    const error = new TypeError("outer", { cause: new Error("inner") });
    const fields = logFields({ job: 7, err: error }) as { job: number; err: { type: string; message: string; stack: string } };
    expect(fields.job).toBe(7);
    expect(fields.err.type).toBe("TypeError");
    expect(fields.err.message).toBe("outer: inner");
    expect(fields.err.stack).toContain("TypeError: outer\n    at ");
    expect(fields.err.stack).toContain("caused by: Error: inner");
  });

  it("keeps a thrown value that is not an Error, and fields without an error, as they are", () => {
    expect(logFields({ err: "plain" })).toEqual({ err: "plain" });
    const extra = { hash: "abc" };
    expect(logFields(extra)).toBe(extra);
    expect(logFields()).toBeUndefined();
  });
});
