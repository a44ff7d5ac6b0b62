import { messages, type LoginReply, type registerBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { verifyCaptcha } from "../captcha/verify-captcha.js";
import { createUser } from "../users/create-user.js";
import { signIn } from "./sign-in.js";

/** Self-service sign-up: the account joins the default groups and receives the registration credits. */
export async function registerUser(ctx: AppContext, body: z.output<typeof registerBodySchema>, ip: string): Promise<LoginReply> {
  if (await ctx.settings.bool("security", "is_close")) throw badRequest(messages.siteClosed);
  if (!(await ctx.settings.bool("security", "enable_register"))) throw badRequest(messages.registerClosed);
  await verifyCaptcha(ctx, "register", body.captcha_id, body.captcha);
  const award = Math.max(0, Math.floor(await ctx.settings.number("score", "register")));
  const userId = await createUser(ctx, { username: body.username, password: body.password, email: body.email, ip, award });
  return signIn(ctx, userId, ip);
}
