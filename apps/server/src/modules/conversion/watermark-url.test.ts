import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { uploadDocument, waitFor } from "../../test/upload-helpers.js";
import { pageKey } from "../storage/keys.js";

describe(`a watermark URL is downloaded through the outbound guard (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let images: http.Server;
  let port: number;
  const requested: string[] = [];
  let pdfCount = 0;

  async function convertOnePage(): Promise<string> {
    const content = makeTextPdf([`Watermark URL page ${++pdfCount}`]);
    const { id, hash } = await uploadDocument(t, admin, { filename: `水印地址${pdfCount}.pdf`, content });
    await waitFor(async () => (await t.ctx.db.kysely.selectFrom("document").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status === 2, 90_000);
    return zlib.gunzipSync(fs.readFileSync(path.join(t.dataDir, "storage", pageKey(hash, 1, "svgz")))).toString();
  }
  const problems = async () => (await t.request("GET", "/api/v1/stats", { token: admin })).body.setting_problems;

  beforeAll(async () => {
    const png = await sharp({ create: { width: 80, height: 40, channels: 4, background: "#0000ff" } }).png().toBuffer();
    images = http.createServer((req, res) => {
      requested.push(req.url ?? "");
      res.writeHead(200, { "content-type": "image/png" }).end(png);
    });
    await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
    port = (images.address() as AddressInfo).port;
    t = await createTestServer({}, { startWorkers: true });
    admin = await t.adminToken();
    // The site's address set, so the dashboard lists only the watermark's problems.
    await t.setSettings([["system", "domain", "https://wenku.example.com"]]);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => images.close(resolve));
  });

  it("does not fetch a URL on a refused address, converts without it and says why", async () => {
    // Stored while the address was allowed; the allow list changed since.
    await t.setSettings([
      ["security", "outbound_allow_hosts", ""],
      ["system", "watermark", `http://localhost:${port}/w.png`],
      ["system", "enable_watermark", "true"],
    ]);
    expect(await convertOnePage()).not.toContain("wenku-watermark");
    expect(requested).toEqual([]);
    expect(await problems()).toEqual([
      expect.objectContaining({ name: "watermark", message: expect.stringContaining("不允许连接本机或内网地址 localhost（127.0.0.1）") }),
    ]);
  });

  it("fetches it once the administrator allows the host", async () => {
    const saved = await t.request("PUT", "/api/v1/config", { token: admin, body: { config: [{ category: "security", name: "outbound_allow_hosts", value: `localhost:${port}` }] } });
    expect(saved.status, saved.raw).toBe(200);
    const svg = await convertOnePage();
    expect(svg).toContain('id="wenku-watermark"');
    expect(requested).toEqual(["/w.png"]);
  });
});
