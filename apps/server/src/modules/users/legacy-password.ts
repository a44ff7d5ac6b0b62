import crypto from "node:crypto";

/**
 * MOREDOC's password hashes, kept by its import (import/moredoc/): Django's MD5PasswordHasher as
 * unchained.MakePassword writes it, `md5$<salt>$<hex md5(salt + password)>`.
 */
const LEGACY_MD5 = /^md5\$([^$]*)\$([0-9a-f]{32})$/;

export const isLegacyPasswordHash = (stored: string) => LEGACY_MD5.test(stored);

export function verifyLegacyPassword(stored: string, password: string): boolean {
  const match = LEGACY_MD5.exec(stored);
  if (!match) return false;
  const actual = crypto.createHash("md5").update(match[1] + password, "utf8").digest();
  return crypto.timingSafeEqual(actual, Buffer.from(match[2], "hex"));
}
