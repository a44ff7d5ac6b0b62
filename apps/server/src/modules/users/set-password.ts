import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { hashPassword } from "./password.js";

/**
 * Stores a new password and bumps the token version, which ends every session of the user.
 * With `expectedHash` the change only happens if the password is still that one (single-use reset links);
 * returns the new token version, or null when nothing changed.
 */
export async function setPassword(
  ctx: AppContext,
  userId: number,
  password: string,
  options: { expectedHash?: string } = {},
): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  let query = ctx.db.kysely
    .updateTable("user")
    .set((eb) => ({ password_hash: passwordHash, token_version: eb("token_version", "+", 1), updated_at: nowIso() }))
    .where("id", "=", userId);
  if (options.expectedHash !== undefined) query = query.where("password_hash", "=", options.expectedHash);
  const row = await query.returning("token_version").executeTakeFirst();
  return row ? Number(row.token_version) : null;
}
