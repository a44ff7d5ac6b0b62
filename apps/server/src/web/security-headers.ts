/**
 * Security headers of server-rendered pages. The policy is made from the response's nonce and the host lists in
 * the settings, never from the rendered HTML: what reaches the markup gains nothing by being there.
 *
 * Scripts: our own files ('self') and the inline scripts carrying the nonce, which only the application's templates
 * set — React Router's hydration data, module bootstrap and ScrollRestoration (the nonce given to ServerRouter), and
 * the analytics code (`system.analytics`, which the client runs again on page changes with the same nonce). The
 * hosts the analytics code loads from and reports to are the administrator's list `system.analytics_hosts`; they
 * may serve scripts, images and connections. No 'strict-dynamic': every script the pages load comes from this site
 * or a listed host, and with it a script that carries the nonce could load scripts from anywhere.
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
export function pageContentSecurityPolicy(nonce: string, { analyticsHosts, imageHosts }: PagePolicySources): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...unique(analyticsHosts)].join(" "),
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
export function htmlSecurityHeaders(nonce: string, sources: PagePolicySources): Array<[string, string]> {
  return [...baseSecurityHeaders, ["content-security-policy", pageContentSecurityPolicy(nonce, sources)]];
}
