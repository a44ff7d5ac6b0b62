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
  /**
   * The site is closed or login-only and the lists above were not loaded (a server render, or a stranger): a
   * signed-in member's browser loads them through the API.
   */
  membersOnly: boolean;
}
