import { describe, expect, it } from "vitest";
import { acceptEncodingTakesGzip } from "./accepts-gzip.js";

describe("Accept-Encoding", () => {
  it("takes gzip when named or matched by *, with a weight above zero", () => {
    for (const header of ["gzip", "gzip, deflate, br", "br;q=1.0, gzip;q=0.8", "x-gzip", "*", "deflate, *;q=0.1", "GZIP", " gzip ; q=0.5 "]) {
      expect(acceptEncodingTakesGzip(header), header).toBe(true);
    }
  });

  it("refuses gzip when absent, weighted zero, or refused outright whatever * says", () => {
    for (const header of [undefined, "", "identity", "br, deflate", "gzip;q=0", "*;q=0", "gzip;q=0, *", "*, gzip;q=0.000"]) {
      expect(acceptEncodingTakesGzip(header), String(header)).toBe(false);
    }
  });
});
