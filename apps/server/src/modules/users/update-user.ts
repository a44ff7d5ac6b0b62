import { GeneralStatus, type adminUpdateUserBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { Updateable } from "kysely";
import type { UserTable } from "../../db/core-tables.js";
import { badRequest } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { assertGroupsExist } from "../groups/assert-groups-exist.js";
import { setUserGroups } from "../groups/set-user-groups.js";
import { hashPassword } from "./password.js";
import { requireUserById } from "./queries.js";
import { ADMIN_GROUP_ID, SUPER_ADMIN_USER_ID } from "../../db/seeded-rows.js";

type Changes = Updateable<UserTable>;

/**
 * An administrator sets a user's groups, and optionally a new password and the enabled/disabled status.
 * A new password or disabling ends the user's sessions. Nobody disables themselves or the first
 * administrator, and the first administrator always stays an administrator.
 */
export async function updateUser(ctx: AppContext, actor: Actor, body: z.output<typeof adminUpdateUserBodySchema>): Promise<void> {
  const caller = actor.requireUser();
  const target = await requireUserById(ctx, body.id);
  const targetId = Number(target.id);
  const disabling = body.status === GeneralStatus.disabled && target.status !== GeneralStatus.disabled;
  if (disabling && (targetId === Number(caller.id) || targetId === SUPER_ADMIN_USER_ID)) throw badRequest("不能禁用超级管理员或您自己");
  if (targetId === SUPER_ADMIN_USER_ID && !body.group_id.includes(ADMIN_GROUP_ID)) throw badRequest("超级管理员必须属于超级管理员用户组");
  await assertGroupsExist(ctx.db.kysely, body.group_id);

  const changes: Changes = { updated_at: nowIso() };
  if (body.password) changes.password_hash = await hashPassword(body.password);
  if (body.status !== undefined) changes.status = body.status;
  if (body.is_vip !== undefined) changes.is_vip = body.is_vip ? 1 : 0;
  const endSessions = Boolean(body.password) || disabling;

  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable("user")
      .set((eb) => ({ ...changes, ...(endSessions ? { token_version: eb("token_version", "+", 1) } : {}) }))
      .where("id", "=", targetId)
      .execute();
    await setUserGroups(trx, targetId, body.group_id);
  });
}
