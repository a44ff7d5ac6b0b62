export type { Stats } from "@wenku/contract";

/** Counts every visitor sees, then those the stats permission adds (api-contract §2 Stats). */
export const countKeys = [
  "user_count",
  "document_count",
  "article_count",
  "category_count",
  "comment_count",
  "banner_count",
  "friendlink_count",
  "report_count",
  "language_count",
  "navigation_count",
] as const;

export const systemKeys = ["version", "os", "node_version"] as const;
