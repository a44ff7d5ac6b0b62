import { userMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { Executor } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { conflict } from "../../http/errors.js";
import { defaultGroupIds, setUserGroups } from "../groups/set-user-groups.js";
import { hashPassword } from "./password.js";
import { findUserByUsername, violatedColumn } from "./queries.js";
import { claimProvenMobile } from "./set-mobile.js";
import { usernameSkeleton } from "./username-skeleton.js";

const takenMessage = { username: userMessages.usernameTaken, email: userMessages.emailTaken, mobile: userMessages.mobileTaken } as const;

export interface NewUser {
  username: string;
  /** null: an account that signs in only through a bound third-party identity (modules/oauth); no password matches it. */
  password: string | null;
  email: string;
  /** A number its owner proved with a text message code (modules/sms), stored as verified; none otherwise. */
  mobile?: string;
  groupIds?: number[];
  ip: string;
  /** More to do in the same transaction once the user exists (registration awards its credits). */
  onCreated?: (trx: Executor, userId: number) => Promise<void>;
}

/**
 * Creates a user in its groups (the default groups when none are given); 409 on a taken username (or one that looks
 * like it: username-skeleton.ts) or email; a proven mobile follows claimProvenMobile's rule. The unique indexes catch
 * what two concurrent requests could slip past the checks.
 */
export async function createUser(ctx: AppContext, input: NewUser): Promise<number> {
  const db = ctx.db.kysely;
  const passwordHash = input.password === null ? "" : await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      if (await findUserByUsername(trx, input.username)) throw conflict(userMessages.usernameTaken);
      if (input.email) {
        const emailTaken = await trx.selectFrom("user").select("id").where("email", "=", input.email).executeTakeFirst();
        if (emailTaken) throw conflict(userMessages.emailTaken);
      }
      if (input.mobile) await claimProvenMobile(trx, input.mobile);
      const now = nowIso();
      const row = await trx
        .insertInto("user")
        .values({
          username: input.username, username_skeleton: usernameSkeleton(input.username), password_hash: passwordHash, email: input.email,
          mobile: input.mobile ?? "", mobile_verified: input.mobile ? 1 : 0, register_ip: input.ip, created_at: now, updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const userId = Number(row.id);
      const groupIds = input.groupIds?.length ? input.groupIds : await defaultGroupIds(trx);
      await setUserGroups(trx, userId, groupIds);
      await input.onCreated?.(trx, userId);
      return userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(takenMessage[violatedColumn(error) ?? "username"]);
    throw error;
  }
}
