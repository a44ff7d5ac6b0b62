import { oauthMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { badRequest } from "../../http/errors.js";
import { sha256 } from "./secret-hash.js";

const KEEP_MS = 24 * 3600_000;

/**
 * Records an authorization code before it is sent to the provider: a code presented a second time (even with a fresh
 * state, from another browser) is refused here, whatever the provider would have said.
 */
export async function spendCode(ctx: AppContext, oauthType: number, code: string): Promise<void> {
  if (!code) throw badRequest(oauthMessages.codeRequired);
  const db = ctx.db.kysely;
  await db.deleteFrom("oauth_code").where("created_at", "<", new Date(Date.now() - KEEP_MS).toISOString()).execute();
  try {
    await db.insertInto("oauth_code").values({ oauth_type: oauthType, code_hash: sha256(code), created_at: nowIso() }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(oauthMessages.codeUsed);
    throw error;
  }
}
