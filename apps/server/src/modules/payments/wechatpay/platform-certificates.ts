import crypto, { type KeyObject } from "node:crypto";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { decryptResource, type EncryptedResource } from "./wechatpay-aes.js";
import { describeFailure, wechatpayRequest } from "./wechatpay-client.js";
import type { WechatpayConfig } from "./wechatpay-config.js";
import { responseMessage, rsaVerify } from "./wechatpay-sign.js";

export interface PlatformCertificate {
  serialNo: string;
  pem: string;
  effectiveAt: string;
  expireAt: string;
}

interface CertificateItem {
  serial_no?: unknown;
  effective_time?: unknown;
  expire_time?: unknown;
  encrypt_certificate?: EncryptedResource;
}

function readItem(config: WechatpayConfig, item: CertificateItem): PlatformCertificate | undefined {
  const encrypted = item.encrypt_certificate;
  if (!encrypted || typeof item.serial_no !== "string") return undefined;
  const pem = decryptResource(config.apiV3Key, encrypted);
  if (!pem) return undefined;
  try {
    const cert = new crypto.X509Certificate(pem);
    if (cert.serialNumber.toUpperCase() !== item.serial_no.toUpperCase()) return undefined;
    return {
      serialNo: cert.serialNumber.toUpperCase(),
      pem: pem.trim(),
      effectiveAt: new Date(cert.validFrom).toISOString(),
      expireAt: new Date(cert.validTo).toISOString(),
    };
  } catch {
    return undefined;
  }
}

function replySigner(config: WechatpayConfig, certificates: PlatformCertificate[], serial: string): KeyObject | undefined {
  if (serial.startsWith("PUB_KEY_ID_")) return serial === config.publicKeyId.toUpperCase() ? config.publicKey : undefined;
  const cert = certificates.find((c) => c.serialNo === serial);
  return cert ? crypto.createPublicKey(cert.pem) : undefined;
}

/**
 * GET /v3/certificates: the platform certificates, decrypted with the APIv3 key. The reply must be signed by one
 * of the certificates it carries (or by the configured WeChat Pay public key); they are then stored for
 * verifying WeChat Pay's signatures. Throws with WeChat Pay's own words when it fails.
 */
export async function downloadPlatformCertificates(ctx: AppContext, config: WechatpayConfig): Promise<PlatformCertificate[]> {
  const response = await wechatpayRequest(config, "GET", "/v3/certificates");
  if (response.status !== 200) throw new Error(describeFailure(response));
  const items = Array.isArray(response.json?.data) ? (response.json.data as CertificateItem[]) : [];
  const certificates = items.map((item) => readItem(config, item)).filter((c): c is PlatformCertificate => c !== undefined);
  if (certificates.length === 0) throw new Error("平台证书无法解密，请检查 APIv3 密钥");

  const signer = replySigner(config, certificates, (response.headers.get("wechatpay-serial") ?? "").toUpperCase());
  const signed =
    signer &&
    rsaVerify(
      responseMessage(response.headers.get("wechatpay-timestamp") ?? "", response.headers.get("wechatpay-nonce") ?? "", response.text),
      response.headers.get("wechatpay-signature") ?? "",
      signer,
    );
  if (!signed) throw new Error("平台证书应答的签名验证失败");

  const fetchedAt = nowIso();
  for (const c of certificates) {
    const row = { serial_no: c.serialNo, mchid: config.mchid, pem: c.pem, effective_at: c.effectiveAt, expire_at: c.expireAt, fetched_at: fetchedAt };
    await ctx.db.kysely
      .insertInto("wechatpay_certificate")
      .values(row)
      .onConflict((oc) => oc.column("serial_no").doUpdateSet({ mchid: row.mchid, pem: row.pem, effective_at: row.effective_at, expire_at: row.expire_at, fetched_at: row.fetched_at }))
      .execute();
  }
  return certificates.sort((a, b) => b.expireAt.localeCompare(a.expireAt));
}
