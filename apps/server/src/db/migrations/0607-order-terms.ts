import type { Kysely } from "kysely";

/**
 * What an order sells, frozen when it is created (modules/orders): a VIP order keeps the plan's terms (downloads,
 * daily cap, document discount) as JSON, so a settings change between ordering and paying cannot change the
 * purchase.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("product_terms", "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("product_terms").execute();
}
