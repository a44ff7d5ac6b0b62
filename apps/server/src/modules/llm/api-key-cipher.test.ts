import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { AppContext } from "../../context.js";
import { decryptApiKey, encryptApiKey } from "./api-key-cipher.js";

const contextWith = (secret: Buffer) => ({ secrets: { llm: new Uint8Array(secret) } }) as unknown as AppContext;

describe("API keys at rest", () => {
  const ctx = contextWith(crypto.randomBytes(48));
  const key = "sk-abcdefghijklmnopqrstuvwxyz-0123456789";

  it("round-trips, with a fresh nonce every time, and stores nothing for no key", () => {
    const sealed = encryptApiKey(ctx, key);
    expect(decryptApiKey(ctx, sealed)).toBe(key);
    expect(encryptApiKey(ctx, key)).not.toBe(sealed);
    expect(encryptApiKey(ctx, "")).toBe("");
    expect(decryptApiKey(ctx, "")).toBe("");
  });

  it("refuses a value sealed under another secret (even one opened under its own) or altered", () => {
    const sealed = encryptApiKey(ctx, key);
    expect(decryptApiKey(ctx, sealed)).toBe(key);
    expect(() => decryptApiKey(contextWith(crypto.randomBytes(48)), sealed)).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3], "base64url");
    body[0] ^= 1;
    expect(() => decryptApiKey(ctx, [parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toThrow();
    expect(() => decryptApiKey(ctx, "plain-text-key")).toThrow();
  });
});
