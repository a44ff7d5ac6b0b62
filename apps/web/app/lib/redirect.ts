/** Paths that never serve as a redirect target after login. */
const accountEntry = /^\/(login|register|findpassword)(\/|\?|$)/;

/** A same-site path to go to, or the fallback for anything else (absolute URLs, "//host", entry pages). */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (accountEntry.test(target)) return fallback;
  return target;
}

/** /login or /register with ?redirect=<the current address>, unless the visitor is already on an entry page. */
export function entryHref(entry: "/login" | "/register", location: { pathname: string; search: string }): string {
  const current = location.pathname + location.search;
  if (accountEntry.test(current)) {
    const keep = new URLSearchParams(location.search).get("redirect");
    return keep ? `${entry}?redirect=${encodeURIComponent(keep)}` : entry;
  }
  return `${entry}?redirect=${encodeURIComponent(current)}`;
}
