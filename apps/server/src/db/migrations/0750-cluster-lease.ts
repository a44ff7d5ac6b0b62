import type { Kysely } from "kysely";

/**
 * Background jobs that must run in one process of the cluster at a time, or once per period across it
 * (modules/cluster-lease): one row per job, holding its lease, the requests made while it ran, and when it is next due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("cluster_lease")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("owner", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("lease_until", "text")
    .addColumn("requests", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("due_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("cluster_lease").ifExists().execute();
}
