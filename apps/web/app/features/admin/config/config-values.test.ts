import { describe, expect, it } from "vitest";
import { optionsOf, toFormValue, toStoredValue } from "./config-values";

describe("settings form values", () => {
  it("turns stored text into control values and back", () => {
    expect(toFormValue({ input_type: "switch", value: "true" })).toBe(true);
    expect(toStoredValue({ input_type: "switch" }, false)).toBe("false");
    expect(toFormValue({ input_type: "number", value: "60" })).toBe(60);
    expect(toFormValue({ input_type: "number", value: "" })).toBeNull();
    expect(toStoredValue({ input_type: "number" }, 1000)).toBe("1000");
    expect(toStoredValue({ input_type: "number" }, null)).toBe("");
    expect(toFormValue({ input_type: "select-multi", value: ".pdf,.doc\n.txt" })).toEqual([".pdf", ".doc", ".txt"]);
    expect(toStoredValue({ input_type: "select-multi" }, [".pdf", ".txt"])).toBe(".pdf,.txt");
    expect(toFormValue({ input_type: "password", value: "******" })).toBe("******");
    expect(toStoredValue({ input_type: "text" }, undefined)).toBe("");
  });

  it("shows money stored in fen as yuan with two decimals, and stores it back in fen", () => {
    expect(toFormValue({ input_type: "number", unit: "fen", value: "9900" })).toBe(99);
    expect(toFormValue({ input_type: "number", unit: "fen", value: "1" })).toBe(0.01);
    expect(toStoredValue({ input_type: "number", unit: "fen" }, 99)).toBe("9900");
    // Floating point yuan (0.29 × 100 = 28.999…) still stores the fen typed.
    expect(toStoredValue({ input_type: "number", unit: "fen" }, 0.29)).toBe("29");
    expect(toStoredValue({ input_type: "number", unit: "fen" }, 19.9)).toBe("1990");
    expect(toStoredValue({ input_type: "number", unit: "fen" }, null)).toBe("");
  });

  it("reads options from the structured list or from value:label lines", () => {
    expect(optionsOf({ options_list: [{ value: "a", label: "A" }], options: "" })).toEqual([{ value: "a", label: "A" }]);
    expect(optionsOf({ options_list: [], options: "card:卡片\nlist:列表\nplain" })).toEqual([
      { value: "card", label: "卡片" },
      { value: "list", label: "列表" },
      { value: "plain", label: "plain" },
    ]);
  });
});
