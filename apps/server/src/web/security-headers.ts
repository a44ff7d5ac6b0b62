/**
 * Security headers of server-rendered pages. The policy is made from the hashes of the scripts the render marked
 * (page-scripts.ts) and the host lists in the settings: what reaches the markup by any other way gains nothing.
 *
 * Scripts: our own files ('self') and the inline scripts our templates emit, by their SHA-256 — React Router's
 * hydration data, module bootstrap and ScrollRestoration, and the analytics code (`system.analytics`, which the
 * client runs again on page changes with the same text, so the same hash). The hosts the analytics code loads from
 * and reports to are the administrator's list `system.analytics_hosts`; they may serve scripts, images and
 * connections. No 'strict-dynamic': every script the pages load comes from this site or a listed host, and with it
 * an allowed script could load scripts from anywhere.
 *
 * Styles: 'unsafe-inline', because antd's CSS-in-JS inserts <style> elements at run time and React renders
 * `style` attributes throughout the app (page boxes, colours of navigation items); neither can carry a nonce.
 * Images: our own, data: (captcha images, QR codes), blob: and the sources in `security.image_hosts` (by default
 * `https:`: banners, ads and articles may show images from other sites).
 */

export interface PagePolicySources {
  /** `system.analytics_hosts`: scripts, images and connections. */
  analyticsHosts: string[];
  /** `security.image_hosts`: images. */
  imageHosts: string[];
}

export const baseSecurityHeaders: Array<[string, string]> = [
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["x-frame-options", "SAMEORIGIN"],
];

const unique = (sources: string[]) => [...new Set(sources)];

/** The Content-Security-Policy of one rendered page. */
export function pageContentSecurityPolicy(scriptHashes: string[], { analyticsHosts, imageHosts }: PagePolicySources): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...unique(analyticsHosts)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...unique([...imageHosts, ...analyticsHosts])].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self'", ...unique(analyticsHosts)].join(" "),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** The headers of one rendered HTML page. */
export function htmlSecurityHeaders(scriptHashes: string[], sources: PagePolicySources): Array<[string, string]> {
  return [...baseSecurityHeaders, ["content-security-policy", pageContentSecurityPolicy(scriptHashes, sources)]];
}
