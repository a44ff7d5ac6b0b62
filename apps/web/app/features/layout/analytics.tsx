import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSettings } from "../../lib/site-data";

/** The path whose page view the server-rendered script already counted. */
let lastTracked = typeof window === "undefined" ? "" : window.location.pathname;

/** The analytics code (system.analytics, inner JS of a script tag), run by the browser with the first page. */
export function AnalyticsScript({ code }: { code?: string }) {
  if (!code) return null;
  return <script data-analytics="" dangerouslySetInnerHTML={{ __html: code }} suppressHydrationWarning />;
}

/** Runs the analytics code again on every client-side page change inside the default and article layouts. */
export function useAnalyticsPageViews() {
  const { analytics } = useSettings().system;
  const { pathname } = useLocation();
  useEffect(() => {
    if (!analytics || pathname === lastTracked) return;
    lastTracked = pathname;
    const script = document.createElement("script");
    script.text = analytics;
    document.body.appendChild(script);
    return () => script.remove();
  }, [analytics, pathname]);
}
