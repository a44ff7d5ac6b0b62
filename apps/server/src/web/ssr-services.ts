import type { SsrServices } from "@wenku/contract";
import type { AppContext } from "../context.js";
import { enabledCategories } from "../modules/category/list-categories.js";
import { enabledFriendlinks } from "../modules/friendlink/list-friendlinks.js";
import { enabledNavigationTree } from "../modules/navigation/navigation-tree.js";
import { loadPublicSettings } from "../modules/settings/public-settings.js";

/**
 * The data functions server-rendered pages load through: the same service functions the API calls,
 * always with the anonymous view. Each capability adds its members here.
 */
export function createSsrServices(ctx: AppContext): SsrServices {
  return {
    async ping() {
      return { name: await ctx.settings.get("system", "sitename") };
    },
    settings: () => loadPublicSettings(ctx),
    navigation: () => enabledNavigationTree(ctx),
    categories: () => enabledCategories(ctx),
    friendlinks: () => enabledFriendlinks(ctx),
  };
}
