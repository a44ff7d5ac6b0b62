import { describe, expect, it } from "vitest";
import { parseKeyList } from "./key-list.js";

describe("parseKeyList", () => {
  it("reads SQLite's ascending JSON array, each key once", () => {
    expect([...parseKeyList("[3,3,8,1024,1024,4294967298]", true)]).toEqual([3, 8, 1024, 4294967298]);
  });

  it("sorts PostgreSQL's unordered list and drops repeats", () => {
    expect([...parseKeyList("80,3,12,3,80", false)]).toEqual([3, 12, 80]);
  });

  it("gives no keys for an empty or missing list", () => {
    expect(parseKeyList("[]", true)).toHaveLength(0);
    expect(parseKeyList(null, false)).toHaveLength(0);
  });
});
