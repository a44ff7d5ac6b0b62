import type { ArticleView } from "@wenku/contract";
import type { MetaDescriptor } from "react-router";
import { siteMeta } from "../../../lib/meta";
import type { SiteData } from "../../../lib/site-types";
import { articleHref } from "../../../shared/article-href";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The canonical address of an article: system.domain (or this site's origin) + /article/<identifier>. */
export function articleCanonicalUrl(domain: string, origin: string, article: ArticleView): string {
  return (domain.trim() || origin).replace(/\/+$/, "") + articleHref(article);
}

/** schema.org Article for search engines. */
export function articleJsonLd(article: ArticleView, url: string, siteName: string): Record<string, unknown> {
  const author = article.author?.trim() || article.user?.username || siteName;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    datePublished: article.created_at,
    dateModified: article.updated_at,
    ...(author ? { author: { "@type": "Person", name: author } } : {}),
    ...(siteName ? { publisher: { "@type": "Organization", name: siteName } } : {}),
    ...(article.keywords ? { keywords: article.keywords } : {}),
    ...(article.category?.length ? { articleSection: article.category.map((c) => c.title) } : {}),
  };
}

/**
 * The article page's <title>, description, keywords, canonical link, Open Graph and JSON-LD; the site's own
 * keywords and description give way to the article's.
 */
export function articleMeta(matches: ReadonlyArray<MatchWithData | undefined>, article: ArticleView, origin: string): MetaDescriptor[] {
  const site = matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
  const system = site?.settings.system;
  const url = articleCanonicalUrl(system?.domain ?? "", origin, article);
  const title = article.title;
  const base = siteMeta(matches, title).filter((m) => !("name" in m && (m.name === "description" || m.name === "keywords")));
  return [
    ...base,
    { name: "description", content: article.description || title },
    ...(article.keywords ? [{ name: "keywords", content: article.keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:title", content: title },
    { property: "og:url", content: url },
    ...(article.description ? [{ property: "og:description", content: article.description }] : []),
    { "script:ld+json": articleJsonLd(article, url, system?.sitename || system?.title || "") },
  ];
}
