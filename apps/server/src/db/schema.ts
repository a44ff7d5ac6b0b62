import type { Kysely, Transaction } from "kysely";

/**
 * The database as Kysely sees it. Each module adds its own tables by augmenting this interface in its
 * `tables.ts` (`declare module "../../db/schema.js" { interface Database { … } }`), so no central list grows.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}

/** Flags are stored as 0/1 integers on both SQLite and PostgreSQL so every query reads the same way. */
export type Flag = 0 | 1;

/** Where a query runs: the database, or the caller's open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
