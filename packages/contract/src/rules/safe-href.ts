/** Controls and whitespace, which browsers strip or skip inside URLs ("java\tscript:"), have no place in a link. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlOrSpace = /[\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]/;
const webUrl = /^https?:\/\/[^/?#\\@]+(?:[/?#]|$)/i;
/** A path on this site: "/…", but not "//host" or "/\host", which browsers read as another site. */
const sitePath = /^\/(?![/\\])/;

/**
 * Whether a link may be rendered as a link: an http(s) URL, a path on this site, or empty. Everything else —
 * javascript:, data:, vbscript:, other schemes, protocol-relative and relative forms — is refused.
 */
export function isSafeHref(href: string): boolean {
  if (href === "") return true;
  if (controlOrSpace.test(href)) return false;
  return webUrl.test(href) || sitePath.test(href);
}

export const unsafeHrefMessage = "链接地址只能是以 http:// 或 https:// 开头的网址，或以 / 开头的站内地址";
