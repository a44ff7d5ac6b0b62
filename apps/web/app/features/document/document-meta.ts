import type { MetaDescriptor } from "react-router";
import { siteMeta } from "../../lib/meta";
import type { SiteData } from "../../lib/site-types";
import { documentHref } from "../../shared/document-href";
import type { PageDocument } from "./document-loader";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The canonical address of a document: system.domain (or this site's origin) + /document/<uuid>. */
export function canonicalUrl(domain: string, origin: string, doc: PageDocument): string {
  const base = (domain.trim() || origin).replace(/\/+$/, "");
  return base + documentHref(doc);
}

/** schema.org DigitalDocument for search engines. */
export function documentJsonLd(doc: PageDocument, url: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "DigitalDocument",
    name: doc.title,
    description: doc.description,
    url,
    dateCreated: doc.created_at,
    dateModified: doc.updated_at,
    ...(doc.username ? { author: { "@type": "Person", name: doc.username } } : {}),
    ...(doc.pages ? { numberOfPages: doc.pages } : {}),
    ...(doc.language ? { inLanguage: doc.language } : {}),
    ...(doc.keywords ? { keywords: doc.keywords } : {}),
    ...(doc.ext ? { fileFormat: doc.ext.replace(/^\./, "") } : {}),
  };
}

/**
 * The document page's <title>, description, keywords, canonical link and JSON-LD; the site's own keywords and
 * description give way to the document's.
 */
export function documentMeta(matches: ReadonlyArray<MatchWithData | undefined>, doc: PageDocument, origin: string): MetaDescriptor[] {
  const site = matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
  const url = canonicalUrl(site?.settings.system.domain ?? "", origin, doc);
  const base = siteMeta(matches, doc.title).filter((m) => !("name" in m && (m.name === "description" || m.name === "keywords")));
  return [
    ...base,
    { name: "description", content: doc.description || doc.title },
    ...(doc.keywords ? [{ name: "keywords", content: doc.keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: doc.title },
    { property: "og:url", content: url },
    { "script:ld+json": documentJsonLd(doc, url) },
  ];
}
