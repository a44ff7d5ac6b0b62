import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, so not importable by value). */
const ARGON2ID = 2;

/** argon2id with OWASP's suggested cost (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
