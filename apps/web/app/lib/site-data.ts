import type { SsrServices } from "@wenku/contract";
import { useRouteLoaderData } from "react-router";
import type { PublicSettings, SiteData } from "./site-types";

export type { PublicSettings, SiteCategory, SiteData, SiteFriendlink, SiteNavigation } from "./site-types";

/** Loads, through the server's services, what the header, footer and every page need (anonymous view). */
export async function loadSiteData(services: SsrServices): Promise<SiteData> {
  const [settings, navigations, categories, friendlinks] = await Promise.all([
    services.settings(),
    services.navigation(),
    services.categories(),
    services.friendlinks(),
  ]);
  return { settings, navigations, categories, friendlinks };
}

/** The root loader's site data, or undefined where the root itself failed to load. */
export function useOptionalSiteData(): SiteData | undefined {
  return useRouteLoaderData("root") as SiteData | undefined;
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
