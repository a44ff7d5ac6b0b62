/** Pages crawlers have no business in: the back office, members' pages, the API and signed downloads. */
const privatePaths = ["/admin", "/me", "/chat", "/upload", "/post", "/api/", "/download/"];

/**
 * robots.txt: everything public may be crawled, private areas not, and the sitemap is named. A closed or
 * login-only site shows strangers nothing, so it asks crawlers to stay away altogether.
 */
export function robotsTxt(domain: string, gated: boolean): string {
  if (gated) return "User-agent: *\nDisallow: /\n";
  const lines = ["User-agent: *", ...privatePaths.map((p) => `Disallow: ${p}`), "Allow: /", ""];
  if (domain) lines.push(`Sitemap: ${domain}/sitemap.xml`);
  return `${lines.join("\n")}\n`;
}
