import crypto from "node:crypto";
import { articleMessages } from "@wenku/contract";
import { conflict } from "../../http/errors.js";
import type { Executor } from "./article-access.js";

/** 16 hex characters with at least one letter, so it never reads as an article id. */
export function generateIdentifier(): string {
  for (;;) {
    const candidate = crypto.randomBytes(8).toString("hex");
    if (/[a-f]/.test(candidate)) return candidate;
  }
}

/** 409 "文章标识符已存在" when another article (in the recycle bin too) holds the identifier. */
export async function refuseTakenIdentifier(db: Executor, identifier: string, exceptId = 0): Promise<void> {
  const taken = await db.selectFrom("article").select("id").where("identifier", "=", identifier).where("id", "!=", exceptId).executeTakeFirst();
  if (taken) throw conflict(articleMessages.identifierExists);
}

/** A unique index refused the row (SQLite or PostgreSQL): two saves raced for one identifier. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}

/** Runs a write that sets an identifier; a lost race is the 409 the check before it would have given. */
export async function withIdentifierConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(articleMessages.identifierExists);
    throw error;
  }
}
