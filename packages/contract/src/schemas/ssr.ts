import type { Category } from "./category.js";
import type { Friendlink } from "./friendlink.js";
import type { NavigationNode } from "./navigation.js";
import type { PublicSettings } from "./site.js";

/**
 * What server-rendered pages may load: the anonymous view of public data, implemented by the server with the
 * same service functions as the API (apps/server/src/web/ssr-services.ts). Each capability adds its members.
 */
export interface SsrServices {
  ping(): Promise<{ name: string }>;
  /** The same object as GET /api/v1/settings. */
  settings(): Promise<PublicSettings>;
  /** Enabled navigation items as a tree (children of a disabled item are hidden with it). */
  navigation(): Promise<NavigationNode[]>;
  /** Enabled document and article categories, flat, sort desc then id. */
  categories(): Promise<Category[]>;
  /** Enabled friendlinks, sort desc then id. */
  friendlinks(): Promise<Friendlink[]>;
}
