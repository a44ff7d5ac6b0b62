import crypto from "node:crypto";
import type { AppContext } from "../../context.js";
import { ADMIN_GROUP_ID } from "../../db/seeded-rows.js";
import { seedGroups } from "../groups/seed-groups.js";
import { seedLanguages } from "../language/seed-languages.js";
import { createUser } from "./create-user.js";

/** First-start data: the two groups, the enabled languages, and the administrator with a random password. */
export async function seedDefaults(ctx: AppContext): Promise<{ adminPassword?: string }> {
  await seedGroups(ctx);
  await seedLanguages(ctx);
  const db = ctx.db.kysely;
  const users = await db.selectFrom("user").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  if (Number(users.n) > 0) return {};
  const password = ctx.env.adminPassword ?? crypto.randomBytes(12).toString("base64url");
  await createUser(ctx, { username: "admin", password, email: "", groupIds: [ADMIN_GROUP_ID], ip: "127.0.0.1" });
  return { adminPassword: ctx.env.adminPassword ? undefined : password };
}
