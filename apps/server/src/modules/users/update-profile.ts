import { messages, smsMessages, userEndpoints, userMessages, type profileBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { Updateable } from "kysely";
import type { UserTable } from "../../db/core-tables.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { badRequest, conflict, forbidden } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { findUserByUsername, requireUserById, violatedColumn } from "./queries.js";
import { usernameSkeleton } from "./username-skeleton.js";

type ProfileBody = z.output<typeof profileBodySchema>;
type ProfileChanges = Updateable<UserTable>;

const takenMessage = { username: userMessages.usernameTaken, email: userMessages.emailTaken, mobile: userMessages.mobileTaken } as const;

/**
 * Edits a profile. Users edit their own; holders of this route's permission edit anyone's, including the
 * remark. Email can be set once by its owner, a mobile only through a text message code (modules/sms); then only an
 * administrator changes them, and a mobile an administrator sets is unverified until its owner proves it.
 */
export async function updateProfile(ctx: AppContext, actor: Actor, body: ProfileBody): Promise<void> {
  const self = actor.requireUser();
  const targetId = body.id || Number(self.id);
  const privileged = await actor.holds(userEndpoints.updateProfile);
  if (targetId !== Number(self.id) && !privileged) throw forbidden(messages.noPermission("修改用户资料"));
  const target = await requireUserById(ctx, targetId);
  const db = ctx.db.kysely;

  const changes: ProfileChanges = { username: body.username };
  // Unchanged names keep their skeleton (none, for the later of two look-alikes that predate skeletons).
  if (body.username !== target.username) changes.username_skeleton = usernameSkeleton(body.username);
  for (const key of ["realname", "identity", "address", "signature", "avatar"] as const) {
    if (body[key] !== undefined) changes[key] = body[key];
  }
  if (privileged && body.remark !== undefined) changes.remark = body.remark;
  for (const key of ["email", "mobile"] as const) {
    const value = body[key];
    if (!value || value === target[key]) continue;
    // A member's number is theirs only once a text message code proved it (PUT /api/v1/user/mobile).
    if (key === "mobile" && !privileged) throw badRequest(target.mobile_verified ? userMessages.mobileLocked : smsMessages.mobileNeedsCode);
    if (target[key] && !privileged) throw badRequest(userMessages.emailLocked);
    const taken = await db.selectFrom("user").select("id").where(key, "=", value).where("id", "<>", targetId).executeTakeFirst();
    if (taken) throw conflict(takenMessage[key]);
    changes[key] = value;
    // An administrator's number is a note until its owner proves it: it signs in or resets nothing by text message.
    if (key === "mobile") changes.mobile_verified = 0;
  }
  const sameName = await findUserByUsername(db, body.username);
  if (sameName && Number(sameName.id) !== targetId) throw conflict(userMessages.usernameTaken);

  try {
    await db.updateTable("user").set({ ...changes, updated_at: nowIso() }).where("id", "=", targetId).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(takenMessage[violatedColumn(error) ?? "username"]);
    throw error;
  }
}
