import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareFilledCrc32 } from "./crc32-fills.js";

/** `message` with `fill` written at each offset, as a response carries it. */
function filled(message: Buffer, offsets: number[], fill: Buffer): Buffer {
  const out = Buffer.from(message);
  for (const offset of offsets) fill.copy(out, offset);
  return out;
}

describe("prepareFilledCrc32", () => {
  it.each([0, 1, 2, 3, 7, 24, 255, 4096, 65_537, 300_001])("gives zlib's CRC-32 of a %i-byte message with fresh fills at its places", (length) => {
    for (const placeLength of [1, 24, 100]) {
      if (placeLength > length) continue;
      const message = crypto.randomBytes(length);
      const offsets = [...new Set([0, Math.floor(length / 3), length - placeLength])]
        .sort((a, b) => a - b)
        .filter((offset, index, all) => index === 0 || offset >= all[index - 1] + placeLength);
      const crc = prepareFilledCrc32(message, offsets, placeLength);
      for (let round = 0; round < 3; round++) {
        const fill = crypto.randomBytes(placeLength);
        expect(crc.of(fill)).toBe(zlib.crc32(filled(message, offsets, fill)));
      }
    }
  });

  it("counts each of many places (a page's script nonces), the message's own bytes there ignored", () => {
    const message = crypto.randomBytes(70_000);
    const offsets = Array.from({ length: 50 }, (_, i) => 100 + i * 1_300);
    const crc = prepareFilledCrc32(message, offsets, 24);
    const fill = Buffer.from(crypto.randomBytes(18).toString("base64url"));
    expect(crc.of(fill)).toBe(zlib.crc32(filled(message, offsets, fill)));
    expect(crc.of(Buffer.alloc(24))).toBe(zlib.crc32(filled(message, offsets, Buffer.alloc(24))));
  });

  it("is the message's CRC-32 when it has no places", () => {
    const message = crypto.randomBytes(5_000);
    expect(prepareFilledCrc32(message, [], 24).of(Buffer.alloc(24, 7))).toBe(zlib.crc32(message));
  });
});
