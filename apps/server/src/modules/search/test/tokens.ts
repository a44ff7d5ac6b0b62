import crypto from "node:crypto";
import type { AppContext } from "../../../context.js";
import { issueToken } from "../../session/tokens.js";
import { createUser } from "../../users/create-user.js";

/** A bearer token of the seeded administrator. */
export async function adminToken(ctx: AppContext): Promise<string> {
  const admin = await ctx.db.kysely.selectFrom("user").select(["id", "token_version"]).where("username", "=", "admin").executeTakeFirstOrThrow();
  return issueToken(ctx, admin);
}

/** A new member of the default group and its bearer token. */
export async function memberToken(ctx: AppContext): Promise<{ id: number; token: string }> {
  const name = `searcher_${crypto.randomBytes(4).toString("hex")}`;
  const id = await createUser(ctx, { username: name, password: "member-pass-1", email: `${name}@example.com`, ip: "127.0.0.1" });
  return { id, token: await issueToken(ctx, { id, token_version: 0 }) };
}
