import type { Kysely } from "kysely";

/**
 * `claim` on a document's embedding status: raised by every claim, so only the worker holding the latest claim may
 * store its passages (two workers embedding one changed document at once would otherwise both store theirs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("retrieval_embedding").addColumn("claim", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("retrieval_embedding").dropColumn("claim").execute();
}
