import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { bigint, flag, withId, withTimestamps } from "../columns.js";

const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo("");

/**
 * Commerce (issue 13): orders and the gateway notifications received for them (modules/orders, modules/payments),
 * VIP periods (modules/vip), single-use download codes (modules/download-codes), the order or VIP period a
 * download used, and the end of the user's VIP time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("orders"))
      .addColumn("order_no", "text", (c) => c.notNull().unique())
      .addColumn("user_id", bigint(db), (c) => c.notNull())
      .addColumn("order_type", "integer", (c) => c.notNull())
      .addColumn("product_id", bigint(db), flag)
      .addColumn("product_name", "text", text)
      .addColumn("product_uuid", "text", text)
      .addColumn("quantity", "integer", flag)
      .addColumn("price", bigint(db), flag)
      .addColumn("amount", bigint(db), flag)
      .addColumn("amount_fen", bigint(db), flag)
      .addColumn("discount_bp", "integer", (c) => c.notNull().defaultTo(10000))
      .addColumn("coupon_amount", bigint(db), flag)
      .addColumn("payment_type", "integer", flag)
      .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("trade_no", "text", text)
      .addColumn("remark", "text", text)
      .addColumn("expire_at", "text")
      .addColumn("closed_at", "text")
      .addColumn("paid_at", "text")
      .addColumn("refunded_at", "text")
      .addColumn("refund_remark", "text", text)
      .addColumn("refunded_by", bigint(db), flag),
  ).execute();
  await db.schema.createIndex("orders_user_idx").on("orders").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("orders_pending_idx").on("orders").columns(["status", "expire_at"]).execute();
  await db.schema.createIndex("orders_product_idx").on("orders").columns(["user_id", "order_type", "product_id", "status"]).execute();

  await withId(db, db.schema.createTable("payment_notification"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("order_no", "text", text)
    .addColumn("trade_no", "text", text)
    .addColumn("amount_fen", bigint(db), flag)
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("detail", "text", text)
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_notification_order_idx").on("payment_notification").columns(["order_no", "id"]).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("user_vip"))
      .addColumn("user_id", bigint(db), (c) => c.notNull())
      .addColumn("type", "integer", flag)
      .addColumn("order_no", "text", text)
      .addColumn("times", "integer", flag)
      .addColumn("download", "integer", flag)
      .addColumn("download_used", "integer", flag)
      .addColumn("discount", "integer", (c) => c.notNull().defaultTo(100))
      .addColumn("joined_at", "text", (c) => c.notNull())
      .addColumn("expired_at", "text", (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex("user_vip_user_idx").on("user_vip").columns(["user_id", "expired_at"]).execute();
  await db.schema.createIndex("user_vip_order_idx").on("user_vip").column("order_no").execute();

  await withTimestamps(
    withId(db, db.schema.createTable("download_code"))
      .addColumn("code", "text", (c) => c.notNull().unique())
      .addColumn("status", "integer", flag)
      .addColumn("remark", "text", text)
      .addColumn("created_by", bigint(db), flag)
      .addColumn("used_by", bigint(db), flag)
      .addColumn("document_id", bigint(db), flag)
      .addColumn("order_no", "text", text)
      .addColumn("used_at", "text"),
  ).execute();
  await db.schema.createIndex("download_code_status_idx").on("download_code").columns(["status", "id"]).execute();

  await db.schema.alterTable("download").addColumn("order_id", bigint(db), flag).execute();
  await db.schema.alterTable("download").addColumn("vip_id", bigint(db), flag).execute();
  await sql`CREATE UNIQUE INDEX download_order_once ON download (order_id) WHERE order_id > 0`.execute(db);
  await db.schema.createIndex("download_vip_idx").on("download").columns(["vip_id", "created_at"]).execute();
  await db.schema.alterTable("user").addColumn("vip_expired_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").dropColumn("vip_expired_at").execute();
  await db.schema.dropIndex("download_vip_idx").ifExists().execute();
  await db.schema.dropIndex("download_order_once").ifExists().execute();
  await db.schema.alterTable("download").dropColumn("vip_id").execute();
  await db.schema.alterTable("download").dropColumn("order_id").execute();
  for (const table of ["download_code", "user_vip", "payment_notification", "orders"]) await db.schema.dropTable(table).ifExists().execute();
}
