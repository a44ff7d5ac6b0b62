import { describe, expect, it } from "vitest";
import { decodeAscending, decodeOrdinals, encodeAscending, VarintWriter } from "./varint.js";

describe("posting list varints", () => {
  it("round-trips ascending ordinals, one byte for each small gap", () => {
    const ordinals = [0, 1, 2, 130, 131, 20_000, 2_000_000, 2 ** 31 - 1];
    const bytes = encodeAscending(ordinals);
    expect([...decodeOrdinals(bytes)]).toEqual(ordinals);
    expect(encodeAscending([5, 6, 7, 8]).length).toBe(4);
  });

  it("round-trips keys beyond 32 bits exactly", () => {
    const keys = [1024, 2 ** 40 + 3, 2 ** 52 + 7, 2 ** 53 - 1];
    expect([...decodeAscending(encodeAscending(keys))]).toEqual(keys);
  });

  it("decodes nothing from nothing and grows past its first buffer", () => {
    expect(decodeOrdinals(new Uint8Array(0)).length).toBe(0);
    const writer = new VarintWriter();
    const many = Array.from({ length: 5000 }, (_, i) => i * 1000);
    writer.writeAscending(many);
    expect([...decodeOrdinals(writer.take())]).toEqual(many);
  });
});
