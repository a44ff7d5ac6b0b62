import { hash, verify } from "@node-rs/argon2";
import { isLegacyPasswordHash, verifyLegacyPassword } from "./legacy-password.js";

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, so not importable by value). */
const ARGON2ID = 2;

export interface PasswordCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over that memory. */
  timeCost: number;
  parallelism: number;
}

/** argon2id with OWASP's suggested cost (19 MiB, 2 passes): what every server uses unless a test lowers it. */
export const PRODUCTION_PASSWORD_COST: PasswordCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** 256 KiB, one pass: about 0.1 ms instead of 25 ms, for test servers that hash thousands of passwords. */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 256, timeCost: 1, parallelism: 1 };

/**
 * The cost new hashes are made with. WENKU_TEST_PASSWORD_COST=low (set by vitest.config.ts) lowers it, except under
 * NODE_ENV=production, where it is ignored (the browser tests' servers, which run so, lower it with setPasswordCost).
 * Verifying never depends on it: an argon2 hash carries the parameters it was made with.
 */
export function passwordCostFor(env: NodeJS.ProcessEnv): PasswordCost {
  return env.WENKU_TEST_PASSWORD_COST === "low" && env.NODE_ENV !== "production" ? TEST_PASSWORD_COST : PRODUCTION_PASSWORD_COST;
}

/** Read once, at the first hash, unless set. */
let currentCost: PasswordCost | undefined;

/**
 * Sets the cost new hashes are made with in this process, whatever NODE_ENV says: for test servers started in code
 * that run as production does (the browser tests' lane servers, e2e/support/lane-server.ts). `undefined` goes back
 * to reading the environment.
 */
export function setPasswordCost(cost: PasswordCost | undefined): void {
  currentCost = cost;
}

export function hashPassword(password: string, cost: PasswordCost = (currentCost ??= passwordCostFor(process.env))): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

/** Checks an argon2id hash, or a MOREDOC one an imported member has not yet signed in to replace (legacy-password.ts). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (isLegacyPasswordHash(stored)) return verifyLegacyPassword(stored, password);
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
