import crypto from "node:crypto";
import type { Db } from "../../db/database.js";
import { nowIso } from "../../db/columns.js";

/** Every secret the server signs with; generated at first start and stored, never a constant in the code. */
export interface Secrets {
  jwt: Uint8Array;
  download: Uint8Array;
  email: Uint8Array;
  page: Uint8Array;
  /** Encrypts the API keys of LLM providers at rest (modules/llm/api-key-cipher.ts). */
  llm: Uint8Array;
  /** Signs the device cookies of sign-in (modules/auth/device-cookie.ts). */
  device: Uint8Array;
}

const names = ["jwt", "download", "email", "page", "llm", "device"] as const;

export async function loadSecrets(db: Db): Promise<Secrets> {
  const now = nowIso();
  for (const name of names) {
    await db.kysely
      .insertInto("app_secret")
      .values({ name, value: crypto.randomBytes(48).toString("base64url"), created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
  }
  const rows = await db.kysely.selectFrom("app_secret").select(["name", "value"]).execute();
  const byName = new Map(rows.map((r) => [r.name, Buffer.from(r.value, "base64url")]));
  const pick = (name: (typeof names)[number]) => {
    const value = byName.get(name);
    if (!value) throw new Error(`secret ${name} missing`);
    return new Uint8Array(value);
  };
  return { jwt: pick("jwt"), download: pick("download"), email: pick("email"), page: pick("page"), llm: pick("llm"), device: pick("device") };
}
