import crypto from "node:crypto";
import sharp from "sharp";
import type { FakeRequest, FakeResponse } from "../fake-gateways/fake-http.js";
import type { FakeStableTokens } from "../fake-wechat/fake-stable-token.js";

/** The mini-program side of the fake api.weixin.qq.com (same AppID/secret and access_token as the official account's). */
export interface FakeMiniprogram {
  /** Scenes of the mini-program codes made (the newest last). */
  scenes: string[];
  /** A wx.login code for this openid, accepted once by jscode2session. */
  loginCode(openid: string, unionid?: string): string;
}

const json = (body: unknown): FakeResponse => ({ status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/**
 * jscode2session (developers.weixin.qq.com/miniprogram/dev/OpenApiDoc/user-login/code2Session.html) and
 * getwxacodeunlimit (…/qrcode-link/qr-code/getUnlimitedQRCode.html, a real PNG; errcode JSON on a bad token or scene).
 */
export async function fakeMiniprogramRoutes(client: { id: string; secret: string }, tokens: FakeStableTokens) {
  const png = await sharp({ create: { width: 430, height: 430, channels: 3, background: { r: 40, g: 160, b: 80 } } }).png().toBuffer();
  const codes = new Map<string, { openid: string; unionid: string; used: boolean }>();
  const state: FakeMiniprogram = {
    scenes: [],
    loginCode(openid, unionid = "") {
      const code = crypto.randomBytes(16).toString("hex");
      codes.set(code, { openid, unionid, used: false });
      return code;
    },
  };
  const routes: Record<string, (request: FakeRequest) => FakeResponse> = {
    "GET /api.weixin.qq.com/sns/jscode2session": (r) => {
      const q = r.url.searchParams;
      if (q.get("appid") !== client.id || q.get("secret") !== client.secret) return json({ errcode: 40125, errmsg: "invalid appsecret" });
      if (q.get("grant_type") !== "authorization_code") return json({ errcode: 40002, errmsg: "invalid grant_type" });
      const entry = codes.get(q.get("js_code") ?? "");
      if (!entry) return json({ errcode: 40029, errmsg: "invalid code" });
      if (entry.used) return json({ errcode: 40163, errmsg: "code been used" });
      entry.used = true;
      return json({ openid: entry.openid, session_key: crypto.randomBytes(12).toString("base64"), ...(entry.unionid ? { unionid: entry.unionid } : {}) });
    },
    "POST /api.weixin.qq.com/wxa/getwxacodeunlimit": (r) => {
      const refusal = tokens.refusal(r.url.searchParams.get("access_token") ?? "");
      if (refusal) return json(refusal);
      let scene: unknown;
      try {
        scene = (JSON.parse(r.body.toString("utf8")) as { scene?: unknown }).scene;
      } catch {
        return json({ errcode: 47001, errmsg: "data format error" });
      }
      if (typeof scene !== "string" || !/^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/.test(scene)) return json({ errcode: 40169, errmsg: "invalid length for scene" });
      state.scenes.push(scene);
      return { status: 200, headers: { "content-type": "image/png", "content-length": String(png.length) }, body: png };
    },
  };
  return { state, routes };
}
