import crypto from "node:crypto";

/** A fresh random token (256 bits, base64url). */
export const randomToken = () => crypto.randomBytes(32).toString("base64url");

/** Tokens are stored only as their SHA-256, so a read of the table cannot replay them. */
export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
