import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness.js";

/** The built scripts are sent as the build compressed them (scripts/precompress-web-assets.mjs), never compressed per request. */
describe("the web app's scripts", () => {
  let t: TestServer;
  let script = "";
  let original: Buffer;

  beforeAll(async () => {
    t = await createTestServer({}, { web: true });
    const assets = path.join(t.dataDir, "web-build/client/assets");
    // The largest script: the one a page load pays most for.
    const largest = fs
      .readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .sort((a, b) => fs.statSync(path.join(assets, b)).size - fs.statSync(path.join(assets, a)).size)[0];
    script = `/assets/${largest}`;
    original = fs.readFileSync(path.join(assets, largest));
  });
  afterAll(() => t.close());

  const get = (acceptEncoding: string) => t.app.inject({ method: "GET", url: script, headers: { "accept-encoding": acceptEncoding } });

  it("sends Brotli to a browser that takes it, the same bytes once decoded, cached for good", async () => {
    const res = await get("gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.length).toBeLessThan(original.length / 2);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(original)).toBe(true);
  });

  it("sends gzip to a client that only takes gzip, and the script itself to one that takes neither", async () => {
    const gz = await get("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).equals(original)).toBe(true);
    const plain = await get("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });
});
