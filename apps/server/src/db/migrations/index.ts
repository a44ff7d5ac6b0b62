import type { Migration } from "kysely/migration";
import * as core from "./0001-core.js";
import * as documents from "./0300-documents.js";

/**
 * Every migration, by name. Names sort in the order they run; each capability owns a range:
 * 0001–0099 core (accounts, permissions, settings, site chrome), 0300 documents, 0400 search.
 */
export const migrations: Record<string, Migration> = {
  "0001-core": core,
  "0300-documents": documents,
};
