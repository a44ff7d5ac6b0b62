import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { FakeStableTokens } from "./fake-stable-token.js";

/**
 * A local api.weixin.qq.com for the mini-program and WeChat Pay JSAPI, reached through the test origin of
 * modules/oauth/provider-io.ts (`https://api.weixin.qq.com/x` → `<origin>/api.weixin.qq.com/x`). It speaks the
 * documented protocol: the stable access_token (cgi-bin/stable_token, fake-stable-token.ts), jscode2session and
 * sns/oauth2/access_token for codes the test issued (each accepted once, errcode 40163 after), and
 * wxa/getwxacodeunlimit answering a real PNG (errcode JSON on a bad token or scene).
 */
export interface FakeWechatApi {
  origin: string;
  appId: string;
  secret: string;
  /** Official account (JSAPI payments): its AppID is also set as the merchant's WeChat Pay AppID by the tests. */
  officialAccount: { appId: string; secret: string };
  /** The access_tokens of both apps: requests counted, expires_in of new ones, revoking and blocking. */
  tokens: FakeStableTokens;
  /** Scenes of the codes made, in order. */
  scenes: string[];
  /** A wx.login code for this openid (and unionid). */
  loginCode(openid: string, unionid?: string): string;
  /** An official-account OAuth code (snsapi_base) for this openid. */
  oauthCode(openid: string): string;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, value: unknown) => {
  res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(value));
};
const random = (bytes: number) => crypto.randomBytes(bytes).toString("hex");

/** `officialAccountAppId`: the merchant's WeChat Pay AppID of a fake gateway, as the official account pays with it. */
export async function startFakeWechatApi(options: { officialAccountAppId?: string } = {}): Promise<FakeWechatApi> {
  const png = await sharp({ create: { width: 430, height: 430, channels: 3, background: { r: 40, g: 160, b: 80 } } }).png().toBuffer();
  const loginCodes = new Map<string, { openid: string; unionid: string; used: boolean }>();
  const oauthCodes = new Map<string, { openid: string; used: boolean }>();
  const tokens = new FakeStableTokens((appId) =>
    appId === fake.appId ? fake.secret : appId === fake.officialAccount.appId ? fake.officialAccount.secret : undefined,
  );

  function spend<T extends { used: boolean }>(codes: Map<string, T>, url: URL, codeParam: string, appId: string, secret: string) {
    if (url.searchParams.get("appid") !== appId || url.searchParams.get("secret") !== secret) return { errcode: 40125, errmsg: "invalid appsecret" };
    if (url.searchParams.get("grant_type") !== "authorization_code") return { errcode: 40002, errmsg: "invalid grant_type" };
    const entry = codes.get(url.searchParams.get(codeParam) ?? "");
    if (!entry) return { errcode: 40029, errmsg: "invalid code" };
    if (entry.used) return { errcode: 40163, errmsg: "code been used" };
    entry.used = true;
    return entry;
  }

  function wxacode(url: URL, body: string, res: http.ServerResponse) {
    const refusal = tokens.refusal(url.searchParams.get("access_token") ?? "");
    if (refusal) return json(res, refusal);
    let scene: unknown;
    try {
      scene = (JSON.parse(body) as { scene?: unknown }).scene;
    } catch {
      return json(res, { errcode: 47001, errmsg: "data format error" });
    }
    if (typeof scene !== "string" || scene.length < 1 || scene.length > 32) return json(res, { errcode: 40169, errmsg: "invalid length for scene" });
    fake.scenes.push(scene);
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": png.length });
    res.end(png);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const path = url.pathname.replace(/^\/api\.weixin\.qq\.com/, "");
      if (req.method === "POST" && path === "/cgi-bin/stable_token") return json(res, tokens.answer(Buffer.concat(chunks).toString("utf8")));
      if (req.method === "GET" && path === "/sns/jscode2session") {
        const r = spend(loginCodes, url, "js_code", fake.appId, fake.secret);
        return json(res, "errcode" in r ? r : { openid: r.openid, session_key: random(12), ...(r.unionid ? { unionid: r.unionid } : {}) });
      }
      if (req.method === "GET" && path === "/sns/oauth2/access_token") {
        const r = spend(oauthCodes, url, "code", fake.officialAccount.appId, fake.officialAccount.secret);
        return json(res, "errcode" in r ? r : { access_token: `SNS_${random(8)}`, expires_in: 7200, refresh_token: random(8), openid: r.openid, scope: "snsapi_base" });
      }
      if (req.method === "POST" && path === "/wxa/getwxacodeunlimit") return wxacode(url, Buffer.concat(chunks).toString("utf8"), res);
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeWechatApi = {
    origin: `http://127.0.0.1:${port}`,
    appId: `wx${random(8)}`,
    secret: random(16),
    officialAccount: { appId: options.officialAccountAppId ?? `wx${random(8)}`, secret: random(16) },
    tokens,
    scenes: [],
    loginCode(openid, unionid = "") {
      const code = random(16);
      loginCodes.set(code, { openid, unionid, used: false });
      return code;
    },
    oauthCode(openid) {
      const code = random(16);
      oauthCodes.set(code, { openid, used: false });
      return code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
