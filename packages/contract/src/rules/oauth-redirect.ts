/** Where a third-party sign-in ends when nothing else is asked for (spec §4). */
export const defaultOauthRedirect = "/me";

/**
 * The page a third-party sign-in goes to afterwards (spec §4): a path on this site, never one under /oauth (that
 * would start the callback again), else /me. Anything that could leave the site — a scheme, `//host`, `/\host`,
 * control characters — falls back to /me.
 */
export function oauthRedirectTarget(raw: string | null | undefined): string {
  const value = (raw ?? "").trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return defaultOauthRedirect;
  if (/[\p{Cc}\\]/u.test(value) || value.length > 1000) return defaultOauthRedirect;
  let path: string;
  try {
    const url = new URL(value, "http://site.invalid");
    if (url.origin !== "http://site.invalid") return defaultOauthRedirect;
    path = url.pathname;
  } catch {
    return defaultOauthRedirect;
  }
  if (/^\/oauth(\/|$)/i.test(path)) return defaultOauthRedirect;
  return value;
}
