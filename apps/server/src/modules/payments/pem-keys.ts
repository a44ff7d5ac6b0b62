import crypto, { type KeyObject } from "node:crypto";

const derOf = (text: string) => Buffer.from(text.replace(/\s+/g, ""), "base64");

/**
 * An RSA private key as operators paste it: PEM (PKCS#8 or PKCS#1) or the bare base64 body that key tools print
 * (Alipay's tool prints PKCS#8 or PKCS#1 without header lines). Undefined when it is none of these.
 */
export function readPrivateKey(text: string): KeyObject | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    if (trimmed.includes("-----BEGIN")) return crypto.createPrivateKey(trimmed);
    const der = derOf(trimmed);
    for (const type of ["pkcs8", "pkcs1"] as const) {
      try {
        return crypto.createPrivateKey({ key: der, format: "der", type });
      } catch {
        /* try the next encoding */
      }
    }
  } catch {
    /* not a key */
  }
  return undefined;
}

/** A public key as PEM (SPKI, PKCS#1 or an X.509 certificate) or bare base64 (SPKI or PKCS#1). */
export function readPublicKey(text: string): KeyObject | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    if (trimmed.includes("-----BEGIN")) return crypto.createPublicKey(trimmed);
    const der = derOf(trimmed);
    for (const type of ["spki", "pkcs1"] as const) {
      try {
        return crypto.createPublicKey({ key: der, format: "der", type });
      } catch {
        /* try the next encoding */
      }
    }
  } catch {
    /* not a key */
  }
  return undefined;
}

/** PEM text without a trailing newline (the Alipay SDK re-wraps keys line by line). */
export const privatePem = (key: KeyObject) => (key.export({ format: "pem", type: "pkcs8" }) as string).trim();
export const publicPem = (key: KeyObject) => (key.export({ format: "pem", type: "spki" }) as string).trim();
