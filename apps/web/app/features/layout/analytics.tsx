import { useEffect } from "react";
import { useLocation } from "react-router";
import { useNonce } from "../../lib/nonce";
import { useSettings } from "../../lib/site-data";

/** The path whose page view the server-rendered script already counted. */
let lastTracked = typeof window === "undefined" ? "" : window.location.pathname;

/**
 * The script text of the analytics code (inner JS of a script tag): up to its first `</script`, where the browser
 * would end the element anyway. What follows is no script of ours; cut here, it never reaches the page as markup.
 * Line ends are LF, as the HTML parser reads them: the script the client runs again on a page change then has the
 * text, and so the hash, that the page's policy allows.
 */
export function analyticsScriptText(code: string): string {
  const end = code.search(/<\/script/i);
  return (end < 0 ? code : code.slice(0, end)).replace(/\r\n?/g, "\n");
}

/** The analytics code (system.analytics), run by the browser with the first page; allowed by its hash in the page's policy. */
export function AnalyticsScript({ code }: { code?: string }) {
  const nonce = useNonce();
  const text = code ? analyticsScriptText(code) : "";
  if (!text.trim()) return null;
  return <script data-analytics="" nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />;
}

/** Runs the analytics code again on every client-side page change inside the default and article layouts. */
export function useAnalyticsPageViews() {
  const { analytics } = useSettings().system;
  const { pathname } = useLocation();
  useEffect(() => {
    const text = analytics ? analyticsScriptText(analytics) : "";
    if (!text.trim() || pathname === lastTracked) return;
    lastTracked = pathname;
    const script = document.createElement("script");
    script.text = text;
    document.body.appendChild(script);
    return () => script.remove();
  }, [analytics, pathname]);
}
