import type { AppContext } from "../../context.js";
import { mailReady } from "../mail/mail-ready.js";
import { configuredSiteOrigin } from "./site-origin.js";

/**
 * Whether a forgotten password can be recovered by mail: mail can go out and an administrator set the site address.
 * The reset link is never built from the request's Host: a stranger asking for someone else's reset could otherwise
 * send them a link to a site of the stranger's choosing.
 */
export async function passwordRecoveryReady(ctx: AppContext): Promise<boolean> {
  return (await mailReady(ctx)) && (await configuredSiteOrigin(ctx)) !== "";
}
