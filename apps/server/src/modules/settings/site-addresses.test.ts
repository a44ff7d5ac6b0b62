import { oauthProviderSlugs, siteAddressOf } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { officialAccountCallbackPath } from "../oauth/official-account/official-account-callback.js";
import { callbackAddress } from "../oauth/enabled-provider.js";
import { callbackPath } from "../payments/site-urls.js";

/** The addresses the back office tells an administrator to paste are the ones the server serves. */
describe("site addresses shown beside the settings", () => {
  it("are the OAuth callback of every provider", () => {
    for (const slug of oauthProviderSlugs) {
      expect(`https://wenku.example.com${siteAddressOf("oauth", `${slug}_enable`)?.path}`, slug).toBe(callbackAddress("https://wenku.example.com", slug));
    }
    expect(siteAddressOf("oauth", "officialaccount_enable")?.path).toBe(officialAccountCallbackPath);
  });

  it("are the payment notification route of every gateway", () => {
    for (const provider of ["wechatpay", "alipay", "xunhupay"] as const) {
      expect(siteAddressOf("pay", `enable_${provider}`)?.path, provider).toBe(callbackPath(provider));
    }
    expect(siteAddressOf("pay", "enable_recharge")).toBeUndefined();
  });
});
