import crypto, { type KeyObject } from "node:crypto";
import type { AppContext } from "../../../context.js";
import { outboundPolicy, type OutboundPolicy } from "../../../outbound/outbound-policy.js";
import { readPrivateKey, readPublicKey } from "../pem-keys.js";

/** The merchant's WeChat Pay API v3 credentials (`pay` settings), keys parsed. */
export interface WechatpayConfig {
  enabled: boolean;
  appid: string;
  mchid: string;
  /** 32 bytes: the AES-256-GCM key of notifications and downloaded certificates. */
  apiV3Key: Buffer;
  privateKey: KeyObject;
  /** Serial number of the merchant API certificate, sent with every request. */
  serialNo: string;
  /** "PUB_KEY_ID_…" with `publicKey`: the WeChat Pay public key mode of verifying WeChat Pay's signatures. */
  publicKeyId: string;
  publicKey?: KeyObject;
  /** Platform certificate pasted by the operator (the other mode), keyed by its serial number. */
  platformCert?: { serialNo: string; key: KeyObject; validTo: Date };
  baseUrl: string;
  /** How calls to `baseUrl` connect (outbound/outbound-policy.ts). */
  outbound: OutboundPolicy;
}

function readCertificate(pem: string): WechatpayConfig["platformCert"] {
  if (!pem.trim()) return undefined;
  try {
    const cert = new crypto.X509Certificate(pem.trim());
    return { serialNo: cert.serialNumber.toUpperCase(), key: cert.publicKey, validTo: new Date(cert.validTo) };
  } catch {
    return undefined;
  }
}

async function load(ctx: AppContext): Promise<WechatpayConfig | undefined> {
  const s = await ctx.settings.group("pay");
  const apiV3Key = Buffer.from((s.wechatpay_api_v3_key ?? "").trim(), "utf8");
  const privateKey = readPrivateKey(s.wechatpay_private_key ?? "");
  const mchid = (s.wechatpay_mchid ?? "").trim();
  const appid = (s.wechatpay_appid ?? "").trim();
  const serialNo = (s.wechatpay_serial_no ?? "").trim().toUpperCase();
  if (!mchid || !appid || !serialNo || apiV3Key.length !== 32 || !privateKey) return undefined;
  return {
    enabled: s.enable_wechatpay === "true",
    appid,
    mchid,
    apiV3Key,
    privateKey,
    serialNo,
    publicKeyId: (s.wechatpay_public_key_id ?? "").trim(),
    publicKey: readPublicKey(s.wechatpay_public_key ?? ""),
    platformCert: readCertificate(s.wechatpay_platform_cert ?? ""),
    baseUrl: ((s.wechatpay_base_url ?? "").trim() || "https://api.mch.weixin.qq.com").replace(/\/+$/, ""),
    outbound: await outboundPolicy(ctx),
  };
}

/** The configured credentials (whether or not WeChat Pay is enabled), or undefined when they are incomplete. */
export function readWechatpayConfig(ctx: AppContext): Promise<WechatpayConfig | undefined> {
  return ctx.settings.memo("payments.wechatpay", () => load(ctx));
}
