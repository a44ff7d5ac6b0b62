import type { AppContext } from "../../context.js";

/** system.domain without a trailing slash: the origin every sitemap URL and the robots.txt Sitemap line start with. */
export async function sitemapDomain(ctx: AppContext): Promise<string> {
  return (await ctx.settings.get("system", "domain")).trim().replace(/\/+$/, "");
}
