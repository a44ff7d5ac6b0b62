import type { Kysely } from "kysely";
import { withId } from "../columns.js";

/**
 * Payment gateways (modules/payments): which gateway each order was started on, so closing the order closes it
 * there too; and the WeChat Pay platform certificates downloaded with the merchant's credentials, by serial
 * number, to verify WeChat Pay's signatures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("payment_start"))
    .addColumn("order_no", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_start_order_idx").on("payment_start").columns(["order_no", "provider"]).unique().execute();

  await db.schema
    .createTable("wechatpay_certificate")
    .addColumn("serial_no", "text", (c) => c.primaryKey())
    .addColumn("mchid", "text", (c) => c.notNull())
    .addColumn("pem", "text", (c) => c.notNull())
    .addColumn("effective_at", "text", (c) => c.notNull())
    .addColumn("expire_at", "text", (c) => c.notNull())
    .addColumn("fetched_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("wechatpay_certificate").ifExists().execute();
  await db.schema.dropTable("payment_start").ifExists().execute();
}
