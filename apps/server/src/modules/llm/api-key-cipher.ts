import crypto from "node:crypto";
import type { AppContext } from "../../context.js";

/**
 * Provider API keys at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the `llm` app secret, which is
 * generated at first start and used for nothing else. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
const version = "v1";
const associatedData = Buffer.from("wenku llm_model.api_key");

const derivedKeys = new WeakMap<object, Buffer>();

/** Derived once per secret (each chat message and embedding call decrypts a key). */
function cipherKey(ctx: AppContext): Buffer {
  let key = derivedKeys.get(ctx.secrets.llm);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync("sha256", ctx.secrets.llm, Buffer.alloc(0), "wenku llm api key", 32));
    derivedKeys.set(ctx.secrets.llm, key);
  }
  return key;
}

export function encryptApiKey(ctx: AppContext, apiKey: string): string {
  if (apiKey === "") return "";
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", cipherKey(ctx), iv);
  cipher.setAAD(associatedData);
  const sealed = Buffer.concat([cipher.update(apiKey, "utf8"), cipher.final()]);
  return [version, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** Keys opened lately, per secret: every chat message resolves its models, and opening a key costs more than a query. */
const opened = new WeakMap<object, Map<string, string>>();
const KEPT_OPENED = 64;

/** The stored key in clear; throws when the value was sealed under another secret or altered. */
export function decryptApiKey(ctx: AppContext, stored: string): string {
  if (stored === "") return "";
  let cache = opened.get(ctx.secrets.llm);
  if (!cache) opened.set(ctx.secrets.llm, (cache = new Map<string, string>()));
  const known = cache.get(stored);
  if (known !== undefined) return known;
  const clear = openSealed(ctx, stored);
  cache.set(stored, clear);
  if (cache.size > KEPT_OPENED) cache.delete(cache.keys().next().value!);
  return clear;
}

function openSealed(ctx: AppContext, stored: string): string {
  const [tag, iv, authTag, sealed] = stored.split(".");
  if (tag !== version || !iv || !authTag || sealed === undefined) throw new Error("unknown API key format");
  const decipher = crypto.createDecipheriv("aes-256-gcm", cipherKey(ctx), Buffer.from(iv, "base64url"));
  decipher.setAAD(associatedData);
  decipher.setAuthTag(Buffer.from(authTag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}
