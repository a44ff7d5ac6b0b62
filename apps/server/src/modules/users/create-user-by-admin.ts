import type { adminCreateUserBodySchema, UserPrivate, UserPublic } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { assertGroupsExist } from "../groups/assert-groups-exist.js";
import { createUser } from "./create-user.js";
import { getUser } from "./get-user.js";
import type { Actor } from "../session/actor.js";

/** An administrator adds an account directly in the chosen groups (no captcha, no registration credits). */
export async function createUserByAdmin(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof adminCreateUserBodySchema>,
  ip: string,
): Promise<UserPrivate | UserPublic> {
  await assertGroupsExist(ctx.db.kysely, body.group_id);
  const id = await createUser(ctx, { username: body.username, password: body.password, email: body.email, groupIds: body.group_id, ip });
  return getUser(ctx, actor, id);
}
