import { userMessages } from "@wenku/contract";
import type { Kysely, Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../http/errors.js";
import type { UserRow } from "../session/actor.js";
import { usernameSkeleton } from "./username-skeleton.js";

type Executor = Kysely<Database> | Transaction<Database>;

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The account a name stands for: the one of exactly that name, else the one it looks like (same skeleton, see
 * username-skeleton.ts), so that ｗｅｎｋｕ signs in as wenku. Registration and renaming use it to refuse look-alikes.
 */
export function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("user")
    .selectAll()
    .where((eb) => eb.or([eb("username", "=", username), eb("username_skeleton", "=", usernameSkeleton(username))]))
    .orderBy((eb) => eb.case().when("username", "=", username).then(0).else(1).end())
    .orderBy("id")
    .executeTakeFirst();
}

export async function requireUserById(ctx: AppContext, id: number): Promise<UserRow> {
  const user = await findUserById(ctx.db.kysely, id);
  if (!user) throw notFound(userMessages.userNotFound);
  return user;
}

/** Which unique index a violation hit, to answer with the right message. */
export function violatedColumn(error: unknown): "username" | "email" | "mobile" | undefined {
  const e = error as { constraint?: string; message?: string };
  const text = `${e?.constraint ?? ""} ${e?.message ?? ""}`;
  if (/username/.test(text)) return "username";
  if (/email/.test(text)) return "email";
  if (/mobile/.test(text)) return "mobile";
  return undefined;
}
