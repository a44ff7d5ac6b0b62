import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { jssdkSignature, messageSignatureValid } from "./jssdk-signature.js";

describe("WeChat signatures against WeChat's published example", () => {
  it("signs the JS-SDK config as the documentation's example does", () => {
    // Known answer from WeChat's JS-SDK documentation, 附录1-JS-SDK使用权限签名算法:
    // https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html
    const signature = jssdkSignature({
      jsapiTicket: "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
      noncestr: "Wm3WZYTPz0wzccnW",
      timestamp: 1414587457,
      url: "http://mp.weixin.qq.com?params=value",
    });
    expect(signature).toBe("0f9de62fce790f9a083d5c99e95740ceb90c27ed");
  });

  it("signs the page without its #fragment", () => {
    const base = { jsapiTicket: "t", noncestr: "n", timestamp: 1, url: "https://wenku.example/document/1" };
    expect(jssdkSignature({ ...base, url: `${base.url}#comments` })).toBe(jssdkSignature(base));
  });

  // WeChat publishes no worked example of the plain-mode message signature; this checks the documented rule
  // (sort token, timestamp, nonce; concatenate; SHA-1) against an independent computation.
  it("accepts a message signed with our Token and nothing else", () => {
    const token = "wenkuToken";
    const query = { timestamp: "1409304348", nonce: "1392467426" };
    const signature = crypto.createHash("sha1").update(["1392467426", "1409304348", "wenkuToken"].join("")).digest("hex");
    expect(messageSignatureValid(token, { ...query, signature })).toBe(true);
    expect(messageSignatureValid(token, { ...query, signature: signature.toUpperCase() })).toBe(true);
    expect(messageSignatureValid("otherToken", { ...query, signature })).toBe(false);
    expect(messageSignatureValid(token, { ...query, nonce: "1", signature })).toBe(false);
    expect(messageSignatureValid("", { ...query, signature })).toBe(false);
  });
});
