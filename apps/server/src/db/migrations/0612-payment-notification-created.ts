import type { Kysely } from "kysely";

/** Payment notifications by age, for their retention purge (modules/payments/purge-notifications.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("payment_notification_created_idx").on("payment_notification").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("payment_notification_created_idx").ifExists().execute();
}
