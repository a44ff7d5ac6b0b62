import { cspSourceLines, isCspSource } from "@wenku/contract";
import type { AppContext } from "../context.js";
import type { PagePolicySources } from "./security-headers.js";

/** Valid entries only: a value written to the table by other means than the settings form adds nothing else. */
const sources = (value: string) => cspSourceLines(value).filter(isCspSource);

/** The host lists of the pages' policy, as the administrator set them (checked on save, and again here). */
export async function pagePolicySources(ctx: AppContext): Promise<PagePolicySources> {
  return {
    analyticsHosts: sources(await ctx.settings.get("system", "analytics_hosts")),
    imageHosts: sources(await ctx.settings.get("security", "image_hosts")),
  };
}
