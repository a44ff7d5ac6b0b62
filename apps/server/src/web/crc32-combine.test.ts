import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "./crc32-combine.js";

describe("crc32Combine", () => {
  it.each([0, 1, 2, 3, 7, 24, 255, 4096, 65_537, 300_001])("gives zlib's CRC-32 of A followed by %i bytes", (length) => {
    for (const lengthA of [0, 1, 1000]) {
      const a = crypto.randomBytes(lengthA);
      const b = crypto.randomBytes(length);
      const combined = crc32Combine(zlib.crc32(a), zlib.crc32(b), crc32Shift(b.length));
      expect(combined).toBe(zlib.crc32(Buffer.concat([a, b])));
    }
  });

  it("chains over many pieces as one pass over their concatenation does", () => {
    const pieces = Array.from({ length: 9 }, (_, i) => crypto.randomBytes(i * 37 + (i % 2 ? 24 : 5000)));
    let crc = 0;
    for (const piece of pieces) crc = crc32Combine(crc, zlib.crc32(piece), crc32Shift(piece.length));
    expect(crc).toBe(zlib.crc32(Buffer.concat(pieces)));
  });
});
