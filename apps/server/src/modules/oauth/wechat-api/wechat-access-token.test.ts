import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../../test/harness.js";
import { startFakeWechatApi, type FakeWechatApi } from "../../../test/fake-wechat/fake-wechat-api.js";
import { WechatAccessTokens, type WechatApp } from "./wechat-access-token.js";
import { checkedWechatReply, WechatError } from "./wechat-reply.js";

let wechat: FakeWechatApi;
let t: TestServer;
let miniprogram: WechatApp;
let officialAccount: WechatApp;

beforeAll(async () => {
  wechat = await startFakeWechatApi();
  t = await createTestServer({ oauthTestOrigin: wechat.origin });
  miniprogram = { appId: wechat.appId, secret: wechat.secret };
  officialAccount = wechat.officialAccount;
});

afterAll(async () => {
  await t?.close();
  await wechat?.close();
});

/** Each WechatAccessTokens holds what one process holds: two of them on one fake are two processes of a cluster. */
const newProcess = () => new WechatAccessTokens(t.ctx);

/** A WeChat API call that needs the token (a mini-program code); records the tokens it was given. */
function makeCode(used: string[]) {
  return async (token: string) => {
    used.push(token);
    const res = await fetch(`${wechat.origin}/api.weixin.qq.com/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: JSON.stringify({ scene: "s1" }),
    });
    if (res.headers.get("content-type")?.startsWith("application/json")) checkedWechatReply((await res.json()) as Record<string, unknown>, "getwxacodeunlimit");
    return res.headers.get("content-type");
  };
}

describe("WeChat access_token from stable_token", () => {
  it("gives two processes the same token, and the first one's stays good after the second fetched", async () => {
    const before = wechat.tokens.requests;
    const first = newProcess();
    const second = newProcess();
    const token = await first.get(miniprogram);
    expect(await second.get(miniprogram)).toBe(token);
    expect(wechat.tokens.requests - before).toBe(2);

    const used: string[] = [];
    expect(await first.withToken(miniprogram, makeCode(used))).toBe("image/png");
    expect(used).toEqual([token]);
    // Kept: no further request.
    expect(wechat.tokens.requests - before).toBe(2);
  });

  it("makes one request for callers asking at the same moment", async () => {
    const before = wechat.tokens.requests;
    const one = newProcess();
    const tokens = await Promise.all(Array.from({ length: 5 }, () => one.get(miniprogram)));
    expect(new Set(tokens).size).toBe(1);
    expect(wechat.tokens.requests - before).toBe(1);
  });

  it("forces a new token once when WeChat refuses the one normal mode still answers; the other process takes it up without forcing", async () => {
    const first = newProcess();
    const second = newProcess();
    const old = await first.get(officialAccount);
    expect(await second.get(officialAccount)).toBe(old);
    const forcedBefore = wechat.tokens.forcedRequests;
    wechat.tokens.blockCurrent(officialAccount.appId);

    const usedByFirst: string[] = [];
    expect(await first.withToken(officialAccount, makeCode(usedByFirst))).toBe("image/png");
    expect(usedByFirst).toHaveLength(2);
    expect(usedByFirst[0]).toBe(old);
    expect(usedByFirst[1]).not.toBe(old);
    expect(wechat.tokens.forcedRequests - forcedBefore).toBe(1);

    // The second process still holds the old token: refused, it asks in normal mode and gets the forced one.
    const usedBySecond: string[] = [];
    expect(await second.withToken(officialAccount, makeCode(usedBySecond))).toBe("image/png");
    expect(usedBySecond).toEqual([old, usedByFirst[1]]);
    expect(wechat.tokens.forcedRequests - forcedBefore).toBe(1);
  });

  it("reports WeChat's refusal of the credentials, and passes other errors of the call on without a retry", async () => {
    const one = newProcess();
    const refused = await one.get({ appId: miniprogram.appId, secret: "not-the-secret" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WechatError);
    expect((refused as WechatError).errcode).toBe("40125");
    expect(((await one.get({ appId: "wx_unknown", secret: "x" }).catch((error: unknown) => error)) as WechatError).errcode).toBe("40013");

    let calls = 0;
    const failing = one.withToken(miniprogram, () => {
      calls++;
      return Promise.reject(new WechatError("getwxacodeunlimit", "40169", "invalid length for scene"));
    });
    await expect(failing).rejects.toThrow(/40169/);
    expect(calls).toBe(1);
  });

  it("forces no second time within 30 s: a token refused again is the caller's error", async () => {
    const one = newProcess();
    const held = await one.get(miniprogram);
    const forcedBefore = wechat.tokens.forcedRequests;
    wechat.tokens.blockCurrent(miniprogram.appId);
    // This process has not forced yet: it does, once.
    expect(await one.withToken(miniprogram, makeCode([]))).toBe("image/png");
    expect(wechat.tokens.forcedRequests - forcedBefore).toBe(1);
    expect(await one.get(miniprogram)).not.toBe(held);

    wechat.tokens.blockCurrent(miniprogram.appId);
    const used: string[] = [];
    const refused = await one.withToken(miniprogram, makeCode(used)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WechatError);
    expect((refused as WechatError).errcode).toBe("40001");
    expect(used).toHaveLength(1);
    expect(wechat.tokens.forcedRequests - forcedBefore).toBe(1);
  });
});
