import crypto from "node:crypto";
import { usernameSchema } from "@wenku/contract";

const suffix = (length: number) => crypto.randomBytes(length).toString("hex").slice(0, length);

/**
 * Usernames to try, in order, for an account made from a provider's identity: the provider's name cleaned up (no
 * spaces or control characters, at most 32 characters), the same with a random suffix, then `<provider>_<random>`.
 * Only names the username rules accept are offered.
 */
export function usernameCandidates(providerName: string, slug: string): string[] {
  const base = providerName.normalize("NFC").replace(/[\s\p{Cc}\p{Cf}]/gu, "").slice(0, 24);
  const candidates = [base.slice(0, 32), `${base}_${suffix(6)}`, `${slug}_${suffix(10)}`, `${slug}_${suffix(16)}`];
  return candidates.filter((name) => usernameSchema.safeParse(name).success);
}
