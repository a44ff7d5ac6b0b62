import type { AppContext } from "../../context.js";

/** system.domain as the administrator set it, without a trailing slash; "" until one is set. */
export async function configuredSiteOrigin(ctx: AppContext): Promise<string> {
  return (await ctx.settings.get("system", "domain")).trim().replace(/\/+$/, "");
}

/**
 * Where this site's absolute links start: system.domain once an administrator set it, else the origin the current
 * request reached the site at (http/request-origin.ts).
 */
export async function siteOrigin(ctx: AppContext, requestOrigin: string): Promise<string> {
  return (await configuredSiteOrigin(ctx)) || requestOrigin;
}
