import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareGzipSplice } from "./gzip-splice.js";

/** A body with `place` at `offsets`, the rest markup-like text with Chinese, `<`, `&` and quotes. */
function bodyWith(length: number, offsets: number[], place: Buffer): Buffer {
  const text = Buffer.from('<p class="x">文库 &amp; "quotes" <b>&lt;tag&gt;</b> 0123456789</p>\n'.repeat(Math.ceil(length / 60) + 1)).subarray(0, length);
  for (const offset of offsets) place.copy(text, offset);
  return text;
}

const filled = (body: Buffer, offsets: number[], fill: Buffer) => {
  const copy = Buffer.from(body);
  for (const offset of offsets) fill.copy(copy, offset);
  return copy;
};

describe("gzip splice", () => {
  it.each([
    ["places inside, at both ends and side by side", 5000, [0, 100, 124, 2500, 4976]],
    ["no place", 3000, []],
    ["a body beyond deflate's window and a stored block's size", 300_000, [10, 40_000, 200_000, 299_976]],
  ])("unpacks to the body with each response's own bytes at every place: %s", (_, length, offsets) => {
    const rendered = Buffer.from("R".repeat(offsets.length > 0 ? 24 : 0));
    const body = bodyWith(length, offsets, rendered);
    const splice = prepareGzipSplice(body, offsets, rendered.length);
    for (let round = 0; round < 3; round++) {
      const fill = Buffer.from(crypto.randomBytes(18).toString("base64url").slice(0, rendered.length));
      const gzipped = splice.gzip(fill);
      // gunzip checks the trailer's CRC-32 and length as well.
      expect(zlib.gunzipSync(gzipped).equals(filled(body, offsets, fill))).toBe(true);
      expect(gzipped.length).toBeLessThan(body.length);
    }
  });

  it("refuses a fill of another length than its places", () => {
    const splice = prepareGzipSplice(bodyWith(2000, [10], Buffer.from("abc")), [10], 3);
    expect(() => splice.gzip(Buffer.from("abcd"))).toThrow("3 bytes, not 4");
  });
});
