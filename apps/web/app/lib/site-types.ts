import type { Category, Friendlink, NavigationNode, PublicSettings } from "@wenku/contract";

export type { PublicSettings };
export type SiteCategory = Category;
export type SiteNavigation = NavigationNode;
export type SiteFriendlink = Friendlink;

/** The public site data every page shows (anonymous view), loaded by the root loader. */
export interface SiteData {
  settings: PublicSettings;
  /** Enabled navigation items as a tree. */
  navigations: SiteNavigation[];
  /** Enabled document and article categories, flat. */
  categories: SiteCategory[];
  friendlinks: SiteFriendlink[];
}
