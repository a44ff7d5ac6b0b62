import type { MetaDescriptor } from "react-router";
import type { SiteData } from "./site-types";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/**
 * The page's <title> and meta from the settings (system.title, keywords, description). A page title, when
 * given, comes first: "登录 - <site title>".
 */
export function siteMeta(matches: ReadonlyArray<MatchWithData | undefined>, pageTitle?: string): MetaDescriptor[] {
  const site = matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
  const system = site?.settings.system;
  const siteTitle = system?.title || system?.sitename || "";
  const title = pageTitle ? (siteTitle ? `${pageTitle} - ${siteTitle}` : pageTitle) : siteTitle;
  return [
    { title },
    ...(system?.keywords ? [{ name: "keywords", content: system.keywords }] : []),
    ...(system?.description ? [{ name: "description", content: system.description }] : []),
  ];
}
