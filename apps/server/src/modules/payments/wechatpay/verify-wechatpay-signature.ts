import crypto, { type KeyObject } from "node:crypto";
import type { AppContext } from "../../../context.js";
import { downloadPlatformCertificates } from "./platform-certificates.js";
import type { WechatpayConfig } from "./wechatpay-config.js";
import { responseMessage, rsaVerify } from "./wechatpay-sign.js";

/** The Wechatpay-* headers of a notification or response. */
export interface WechatpaySignatureHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

const MAX_CLOCK_SKEW_S = 300;
const REFRESH_INTERVAL_MS = 60_000;
const refreshes = new Map<string, { at: number; done: Promise<void> }>();

/** Downloads the certificates at most once a minute per merchant; concurrent callers share the download. */
function refreshCertificates(ctx: AppContext, config: WechatpayConfig): Promise<void> {
  const current = refreshes.get(config.mchid);
  if (current && Date.now() - current.at < REFRESH_INTERVAL_MS) return current.done;
  const done = downloadPlatformCertificates(ctx, config).then(
    () => undefined,
    (error: unknown) => ctx.log.warn("wechatpay: platform certificates could not be downloaded", { err: error }),
  );
  refreshes.set(config.mchid, { at: Date.now(), done });
  return done;
}

/** A certificate's serial (hex), or the id of a WeChat Pay public key; anything else is refused before a lookup. */
const SERIAL = /^(PUB_KEY_ID_[0-9A-Z_]{1,64}|[0-9A-F]{1,64})$/;
/** An RSA signature in base64 (344 characters for WeChat Pay's 2048-bit keys). */
const SIGNATURE = /^[A-Za-z0-9+/]{16,1024}={0,2}$/;

/** Stored certificates parsed once (parsing costs about 0.5 ms, more than the RSA verification): PEM → key. */
const parsedCertificates = new Map<string, KeyObject>();
const PARSED_KEPT = 32;

function certificateKey(pem: string): KeyObject {
  let key = parsedCertificates.get(pem);
  if (!key) {
    if (parsedCertificates.size >= PARSED_KEPT) parsedCertificates.clear();
    parsedCertificates.set(pem, (key = crypto.createPublicKey(pem)));
  }
  return key;
}

async function storedCertificateKey(ctx: AppContext, config: WechatpayConfig, serial: string, now: Date): Promise<KeyObject | undefined> {
  const row = await ctx.db.kysely
    .selectFrom("wechatpay_certificate")
    .select(["pem", "expire_at"])
    .where("serial_no", "=", serial)
    .where("mchid", "=", config.mchid)
    .executeTakeFirst();
  if (!row || row.expire_at <= now.toISOString()) return undefined;
  return certificateKey(row.pem);
}

/**
 * The key WeChat Pay signed with, named by Wechatpay-Serial: the WeChat Pay public key ("PUB_KEY_ID_…", when it
 * is the configured one), the pasted platform certificate, or a downloaded one. An unknown serial (WeChat Pay
 * rotates certificates) downloads the certificates again (at most once a minute per merchant, shared by
 * concurrent notifications).
 */
async function wechatpayVerificationKey(ctx: AppContext, config: WechatpayConfig, serialNo: string, now = new Date()): Promise<KeyObject | undefined> {
  const serial = serialNo.trim().toUpperCase();
  if (!SERIAL.test(serial)) return undefined;
  if (serial.startsWith("PUB_KEY_ID_")) return serial === config.publicKeyId.toUpperCase() ? config.publicKey : undefined;
  if (config.platformCert?.serialNo === serial && config.platformCert.validTo > now) return config.platformCert.key;
  const stored = await storedCertificateKey(ctx, config, serial, now);
  if (stored) return stored;
  await refreshCertificates(ctx, config);
  return storedCertificateKey(ctx, config, serial, now);
}

/**
 * Whether the body was signed by WeChat Pay within five minutes of now (RSA-SHA256 over "ts\nnonce\nbody\n").
 * The cheap checks come first (time, shape of the headers), then the key lookup, then RSA.
 */
export async function verifyWechatpaySignature(
  ctx: AppContext,
  config: WechatpayConfig,
  headers: WechatpaySignatureHeaders,
  body: Buffer,
  now = new Date(),
): Promise<boolean> {
  const timestamp = Number(headers.timestamp);
  if (!/^\d{1,12}$/.test(headers.timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > MAX_CLOCK_SKEW_S) return false;
  if (!headers.nonce || headers.nonce.length > 128 || !SIGNATURE.test(headers.signature)) return false;
  const key = await wechatpayVerificationKey(ctx, config, headers.serial, now);
  return key !== undefined && rsaVerify(responseMessage(headers.timestamp, headers.nonce, body), headers.signature, key);
}

/** Forgets when certificates were last downloaded (tests). */
export const resetCertificateRefresh = () => refreshes.clear();
