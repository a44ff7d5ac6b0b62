import { userEndpoints, type UserPrivate, type UserPublic } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { unauthorized } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { groupIdsByUser } from "../groups/group-ids-by-user.js";
import { toPrivateUser, toPublicUser } from "./user-view.js";
import { requireUserById } from "./queries.js";

/**
 * Without an id, or with one's own: the caller's own view (no remark). Another user: the public view, or
 * everything (remark and groups included) for holders of this route's permission.
 */
export async function getUser(ctx: AppContext, actor: Actor, id: number | undefined): Promise<UserPrivate | UserPublic> {
  const self = actor.user;
  if (!id || id === Number(self?.id)) {
    if (!self) throw unauthorized();
    return toPrivateUser(self);
  }
  const row = await requireUserById(ctx, id);
  if (!(await actor.holds(userEndpoints.get))) return toPublicUser(row);
  const groups = await groupIdsByUser(ctx.db.kysely, [id]);
  return { ...toPrivateUser(row, { withRemark: true }), group_id: groups.get(id) ?? [] };
}
