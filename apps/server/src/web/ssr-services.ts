import type { SsrServices } from "@wenku/contract";
import type { AppContext } from "../context.js";

/**
 * The data functions server-rendered pages load through: the same service functions the API calls,
 * always with the anonymous view. Each capability adds its members here.
 */
export function createSsrServices(ctx: AppContext): SsrServices {
  return {
    async ping() {
      return { name: await ctx.settings.get("system", "sitename") };
    },
  };
}
