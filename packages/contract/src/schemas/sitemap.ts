import { z } from "zod";

/** GET /api/v1/sitemap (ours): the sitemap now served, for the dashboard. */
export const sitemapStatusSchema = z.object({
  /** When the served sitemap was generated; absent before the first generation. */
  generated_at: z.string().optional(),
  url_count: z.number().int(),
  file_count: z.number().int(),
  /** A generation is under way (in this or another process). */
  running: z.boolean(),
});
export type SitemapStatus = z.infer<typeof sitemapStatusSchema>;

/** URLs per sitemap file at most (sitemaps.org allows 50,000; the established product writes 10,000). */
export const sitemapUrlsPerFile = 10_000;
