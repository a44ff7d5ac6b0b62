import { messages, type passwordBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest, forbidden } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { issueToken } from "../session/tokens.js";
import { verifyPassword } from "./password.js";
import { setPassword } from "./set-password.js";

/**
 * Changes one's own password after checking the current one — or sets the first one of an account made by a
 * third-party sign-in, which has none. Every other session ends (the token version moves on); the caller gets a
 * fresh token and stays signed in.
 */
export async function changePassword(ctx: AppContext, actor: Actor, body: z.output<typeof passwordBodySchema>): Promise<{ token: string }> {
  const self = actor.requireUser();
  const userId = Number(self.id);
  if (body.id && body.id !== userId) throw forbidden(messages.noPermission("修改其他用户的密码"));
  if (self.password_hash !== "") {
    if (!body.old_password) throw badRequest(messages.oldPasswordRequired);
    if (!(await verifyPassword(self.password_hash, body.old_password))) throw badRequest(messages.oldPasswordWrong);
  }
  const version = await setPassword(ctx, userId, body.new_password, { expectedHash: self.password_hash });
  if (version === null) throw badRequest(messages.oldPasswordWrong);
  return { token: await issueToken(ctx, { id: userId, token_version: version }) };
}
