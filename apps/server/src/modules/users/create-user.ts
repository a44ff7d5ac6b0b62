import { userMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { Executor } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { conflict } from "../../http/errors.js";
import { defaultGroupIds, setUserGroups } from "../groups/set-user-groups.js";
import { hashPassword } from "./password.js";
import { findUserByUsername, violatedColumn } from "./queries.js";
import { usernameSkeleton } from "./username-skeleton.js";

export interface NewUser {
  username: string;
  password: string;
  email: string;
  groupIds?: number[];
  ip: string;
  /** More to do in the same transaction once the user exists (registration awards its credits). */
  onCreated?: (trx: Executor, userId: number) => Promise<void>;
}

/**
 * Creates a user in its groups (the default groups when none are given); 409 on a taken username (or one that looks
 * like it: username-skeleton.ts) or email. The unique indexes catch what two concurrent requests could slip past the checks.
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
        .values({ username: input.username, username_skeleton: usernameSkeleton(input.username), password_hash: passwordHash, email: input.email, register_ip: input.ip, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      const userId = Number(row.id);
      const groupIds = input.groupIds?.length ? input.groupIds : await defaultGroupIds(trx);
      await setUserGroups(trx, userId, groupIds);
      await input.onCreated?.(trx, userId);
      return userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(violatedColumn(error) === "email" ? userMessages.emailTaken : userMessages.usernameTaken);
    throw error;
  }
}
