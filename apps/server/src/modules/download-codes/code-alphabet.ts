import { randomInt } from "node:crypto";

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
export const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const codeLength = 12;

export function randomDownloadCode(): string {
  let code = "";
  for (let i = 0; i < codeLength; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

/** Codes are stored in upper case; what a member types is trimmed and upper-cased, spaces and dashes dropped. */
export function normalizeDownloadCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase().slice(0, 64);
}
