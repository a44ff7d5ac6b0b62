/**
 * Tables a backup leaves out: the migrator's own, and what the site rebuilds from the rest by itself (the search
 * index, the sitemap's state, pgvector's copy of the passage vectors) or what only lives for minutes (captchas,
 * cluster leases). Everything else is a site's data and is backed up whole.
 */
const DERIVED_OR_TRANSIENT = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  "sitemap_state",
  "retrieval_vector",
  "cluster_lease",
  "captcha",
  "restore_state",
]);

/**
 * The search index in all its forms (SQLite's FTS5 tables and their shadow tables, PostgreSQL's, the queue and the
 * rebuild's state) and SQLite's own tables. The log of searches (search_record) is the site's data and is kept.
 */
const DERIVED_PREFIXES = ["search_", "sqlite_"];
const KEPT = new Set(["search_record"]);

export function isBackedUpTable(name: string): boolean {
  if (KEPT.has(name)) return true;
  return !DERIVED_OR_TRANSIENT.has(name) && !DERIVED_PREFIXES.some((prefix) => name.startsWith(prefix));
}
