import { userMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { conflict } from "../../http/errors.js";
import { changeCredits } from "../credits/change-credits.js";
import { hashPassword } from "./password.js";
import { findUserByUsername, isUniqueViolation, violatedColumn } from "./queries.js";

export interface NewUser {
  username: string;
  password: string;
  email: string;
  groupIds?: number[];
  ip: string;
  /** Credits awarded through the ledger in the same transaction (registration). */
  award?: number;
}

/**
 * Creates a user in its groups (the default groups when none are given); 409 on a taken username (ignoring
 * case) or email. The unique indexes catch what two concurrent requests could slip past the checks.
 */
export async function createUser(ctx: AppContext, input: NewUser): Promise<number> {
  const db = ctx.db.kysely;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      if (await findUserByUsername(trx, input.username)) throw conflict(userMessages.usernameTaken);
      if (input.email) {
        const emailTaken = await trx.selectFrom("user").select("id").where("email", "=", input.email).executeTakeFirst();
        if (emailTaken) throw conflict(userMessages.emailTaken);
      }
      const now = nowIso();
      const row = await trx
        .insertInto("user")
        .values({ username: input.username, password_hash: passwordHash, email: input.email, register_ip: input.ip, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      const userId = Number(row.id);
      let groupIds = input.groupIds ?? [];
      if (groupIds.length === 0) {
        groupIds = (await trx.selectFrom("groups").select("id").where("is_default", "=", 1).execute()).map((g) => Number(g.id));
      }
      groupIds = [...new Set(groupIds)];
      if (groupIds.length) await trx.insertInto("user_group").values(groupIds.map((group_id) => ({ user_id: userId, group_id }))).execute();
      if (input.award && input.award > 0) {
        await changeCredits(trx, { userId, delta: input.award, reason: "register", refType: "user", refId: userId });
      }
      return userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(violatedColumn(error) === "email" ? userMessages.emailTaken : userMessages.usernameTaken);
    throw error;
  }
}
