import { apiRoutes } from "@wenku/contract";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, insertDocument, type InsertedDocument, type Session } from "../documents/document-fixtures.js";
import { contentDisposition } from "../../http/content-disposition.js";

describe(`download links (${testDialect})`, () => {
  let t: TestServer;
  let reader: Session;
  let doc: InsertedDocument;
  let url: string;

  const fetchFile = (path: string) => t.request("GET", path);
  const withQuery = (path: string, changes: Record<string, string>) => {
    const [base, query] = path.split("?");
    const params = new URLSearchParams(query);
    for (const [key, value] of Object.entries(changes)) params.set(key, value);
    return `${base}?${params.toString()}`;
  };
  const tokenOf = (path: string) => path.split("?")[0].slice("/download/".length);

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["download", "times_every_day", "100"], ["download", "times_every_ip", "100"]]);
    reader = await createMember(t.ctx, 0);
    const uploader = await createMember(t.ctx, 0);
    doc = await insertDocument(t.ctx, { userId: uploader.id, title: "年度报告 2024", ext: ".txt", file: Buffer.from("plain text original\n") });
    const res = await t.call(apiRoutes.download.document, { token: reader.token, query: { id: doc.id } });
    expect(res.status).toBe(200);
    url = res.body.url;
  });
  afterAll(() => t.close());

  it("streams the original as an attachment named title + ext", async () => {
    const res = await fetchFile(url);
    expect(res.status).toBe(200);
    expect(res.raw).toBe("plain text original\n");
    expect(res.headers["content-disposition"]).toBe(contentDisposition("年度报告 2024.txt"));
    expect(String(res.headers["content-disposition"])).toContain(`filename*=UTF-8''${encodeURIComponent("年度报告 2024.txt")}`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(url).toContain(`user_id=${reader.id}&document_id=${doc.id}&filename=`);
    expect(new URLSearchParams(url.split("?")[1]).get("filename")).toBe("年度报告 2024.txt");
  });

  it("rejects a link whose user_id or document_id was changed", async () => {
    const edits: Array<Record<string, string>> = [{ user_id: String(reader.id + 1) }, { document_id: String(doc.id + 1) }, { user_id: "" }];
    for (const changes of edits) {
      const res = await fetchFile(withQuery(url, changes));
      expect(res.status).toBe(400);
      expect(res.raw).toBe("下载链接已失效");
      expect(String(res.headers["content-type"])).toContain("text/plain");
    }
    expect((await fetchFile(url.split("?")[0])).status).toBe(400);
  });

  it("rejects a tampered, foreign or expired token", async () => {
    const token = tokenOf(url);
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, did: doc.id + 1 })).toString("base64url");
    const tampered = [`${header}.${forged}.${signature}`, `${header}.${payload}.${signature.slice(0, -2)}AA`, "not-a-token"];
    for (const bad of tampered) {
      const res = await fetchFile(url.replace(token, bad));
      expect(res.status).toBe(400);
      expect(res.raw).toBe("下载链接已失效");
    }
    const sign = (secret: Uint8Array, exp: number) =>
      new SignJWT({ uid: reader.id, did: doc.id, h: doc.hash })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer("wenku-download")
        .setJti(`${reader.id}.${doc.hash}.${doc.id}`)
        .setExpirationTime(exp)
        .sign(secret);
    const inAMinute = Math.floor(Date.now() / 1000) + 60;
    const foreign = await sign(new TextEncoder().encode("moredoc-moredoc-moredoc-moredoc!"), inAMinute);
    expect((await fetchFile(url.replace(token, foreign))).status).toBe(400);
    const expired = await sign(t.ctx.secrets.download, Math.floor(Date.now() / 1000) - 5);
    expect((await fetchFile(url.replace(token, expired))).status).toBe(400);
    const valid = await sign(t.ctx.secrets.download, inAMinute);
    expect((await fetchFile(url.replace(token, valid))).status).toBe(200);
  });

  it("rejects a token bound to another user, even when the URL agrees with the token", async () => {
    const other = await createMember(t.ctx, 0);
    const otherUrl = (await t.call(apiRoutes.download.document, { token: other.token, query: { id: doc.id } })).body.url;
    const mixed = `/download/${tokenOf(otherUrl)}?user_id=${reader.id}&document_id=${doc.id}`;
    expect((await fetchFile(mixed)).status).toBe(400);
  });

  it("stops working when the document's file changed", async () => {
    const fresh = await insertDocument(t.ctx, { userId: reader.id });
    const link = (await t.call(apiRoutes.download.document, { token: reader.token, query: { id: fresh.id } })).body.url;
    await t.ctx.db.kysely.updateTable("document").set({ hash: "0".repeat(32) }).where("id", "=", fresh.id).execute();
    expect((await fetchFile(link)).status).toBe(400);
  });
});
