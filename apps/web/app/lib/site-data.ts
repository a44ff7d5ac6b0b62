import { isSiteGated, type SsrServices } from "@wenku/contract";
import { useRouteLoaderData } from "react-router";
import type { PublicSettings, SiteData } from "./site-types";

export type { PublicSettings, SiteCategory, SiteData, SiteFriendlink, SiteNavigation } from "./site-types";

/**
 * Loads what the header, footer and every page need: on the server the anonymous view; in the browser of a
 * closed or login-only site (`services` = the API) the signed-in member's. A stranger to such a site gets the
 * settings only, so that the entry pages can show.
 */
export async function loadSiteData(services: SsrServices, asMember = false): Promise<SiteData> {
  const settings = await services.settings();
  if (isSiteGated(settings.security) && !asMember) return { settings, navigations: [], categories: [], friendlinks: [], membersOnly: true };
  const [navigations, categories, friendlinks] = await Promise.all([services.navigation(), services.categories(), services.friendlinks()]);
  return { settings, navigations, categories, friendlinks, membersOnly: false };
}

/** The root loader's site data, or undefined where the root itself failed to load. */
export function useOptionalSiteData(): SiteData | undefined {
  return useRouteLoaderData<SiteData>("root");
}

/** The root loader's site data; every page under the root has it. */
export function useSiteData(): SiteData {
  const data = useOptionalSiteData();
  if (!data) throw new Error("site data is missing: useSiteData() is used outside the root route");
  return data;
}

export function useSettings(): PublicSettings {
  return useSiteData().settings;
}

export function siteName(settings: PublicSettings): string {
  return settings.system.sitename || settings.system.title;
}

/** The credit currency's name (system.credit_name). */
export function creditName(settings: PublicSettings): string {
  return settings.system.credit_name;
}
