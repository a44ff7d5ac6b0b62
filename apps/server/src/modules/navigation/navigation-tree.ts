import { buildNavigationTree, type NavigationNode } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { maxListSize } from "../../db/list-query.js";
import { listNavigation } from "./list-navigation.js";

/** The header's navigation: enabled items as a tree; a disabled item hides its children too. */
export async function enabledNavigationTree(ctx: AppContext): Promise<NavigationNode[]> {
  const { navigation } = await listNavigation(ctx, { page: 1, size: maxListSize }, false);
  return buildNavigationTree(navigation.filter((item) => item.enable));
}
