import type { AppContext } from "../../context.js";

/** Whether mail can go to users: the mail service is on (email.enable) and has an SMTP server (email.host). */
export async function mailReady(ctx: AppContext): Promise<boolean> {
  return (await ctx.settings.bool("email", "enable")) && (await ctx.settings.get("email", "host")).trim() !== "";
}
