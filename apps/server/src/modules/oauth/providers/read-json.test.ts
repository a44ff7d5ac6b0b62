import { describe, expect, it } from "vitest";
import { usernameCandidates } from "../oauth-username.js";
import { accessTokenOf, parseJsonObject } from "./read-json.js";

describe("reading providers' answers", () => {
  it("reads QQ's JSONP answer of /oauth2.0/me as its object", () => {
    // The format wiki.connect.qq.com documents for /oauth2.0/me without fmt=json.
    const body = parseJsonObject('callback( {"client_id":"YOUR_APPID","openid":"YOUR_OPENID"} );\n', "https://graph.qq.com/oauth2.0/me");
    expect(body).toEqual({ client_id: "YOUR_APPID", openid: "YOUR_OPENID" });
  });

  it("turns an error answer into an error naming the provider's code", () => {
    expect(() => accessTokenOf({ errcode: 40029, errmsg: "invalid code" }, "WeChat")).toThrow(/40029 invalid code/);
    expect(() => accessTokenOf({ error: "bad_verification_code" }, "GitHub")).toThrow(/bad_verification_code/);
    expect(() => parseJsonObject("<html>", "https://gitee.com/oauth/token")).toThrow(/no JSON object/);
  });
});

describe("usernames for accounts made at a first sign-in", () => {
  it("cleans the provider's name and falls back to the provider and a random part", () => {
    const [first, second, third] = usernameCandidates("Alice  Smith\u200b", "github");
    expect(first).toBe("AliceSmith");
    expect(second).toMatch(/^AliceSmith_[0-9a-f]{6}$/);
    expect(third).toMatch(/^github_[0-9a-f]{10}$/);
    expect(usernameCandidates("a", "qq")[0]).toMatch(/^a_[0-9a-f]{6}$/);
    expect(usernameCandidates("13800138000", "qq")[0]).toMatch(/^13800138000_/);
  });
});
