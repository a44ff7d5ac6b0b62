import type { KeyObject } from "node:crypto";
import type { AlipaySdk } from "alipay-sdk";
import type { AppContext } from "../../../context.js";
import { outboundPolicy } from "../../../outbound/outbound-policy.js";
import { privatePem, publicPem, readPrivateKey, readPublicKey } from "../pem-keys.js";
import { loadAlipaySdk } from "./load-alipay-sdk.js";

/** The app's Alipay open platform credentials (`pay` settings) and an SDK client built from them. */
export interface AlipayConfig {
  enabled: boolean;
  appId: string;
  gateway: string;
  sdk: AlipaySdk;
  /** Verifies Alipay's signatures (alipay_public_key). */
  alipayPublicKey: KeyObject;
}

async function load(ctx: AppContext): Promise<AlipayConfig | undefined> {
  const s = await ctx.settings.group("pay");
  const appId = (s.alipay_appid ?? "").trim();
  const privateKey = readPrivateKey(s.alipay_private_key ?? "");
  const alipayPublicKey = readPublicKey(s.alipay_public_key ?? "");
  if (!appId || !privateKey || !alipayPublicKey) return undefined;
  const gateway = (s.alipay_gateway ?? "").trim() || "https://openapi.alipay.com/gateway.do";
  const { AlipaySdk } = await loadAlipaySdk();
  const sdk = new AlipaySdk({
    appId,
    privateKey: privatePem(privateKey),
    keyType: "PKCS8",
    alipayPublicKey: publicPem(alipayPublicKey),
    signType: "RSA2",
    gateway,
    timeout: 10_000,
    camelcase: false,
    // exec() hands this to urllib, an undici client, as the dispatcher of its calls: any undici dispatcher works there.
    proxyAgent: (await outboundPolicy(ctx)).dispatcher,
  });
  return { enabled: s.enable_alipay === "true", appId, gateway, sdk, alipayPublicKey };
}

/** The configured credentials (whether or not Alipay is enabled), or undefined when they are incomplete. */
export function readAlipayConfig(ctx: AppContext): Promise<AlipayConfig | undefined> {
  return ctx.settings.memo("payments.alipay", () => load(ctx));
}
