import type { Kysely } from "kysely";
import { bigint, flag, withId, withTimestamps } from "../columns.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("app_secret"))
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("value", "text", (c) => c.notNull()),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("user"))
      .addColumn("username", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("mobile", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("realname", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("identity", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("avatar", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("signature", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("remark", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("status", "integer", flag)
      .addColumn("credit_count", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("doc_count", "integer", flag)
      .addColumn("follow_count", "integer", flag)
      .addColumn("fans_count", "integer", flag)
      .addColumn("favorite_count", "integer", flag)
      .addColumn("comment_count", "integer", flag)
      .addColumn("article_count", "integer", flag)
      .addColumn("token_version", "integer", flag)
      .addColumn("register_ip", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("last_login_ip", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("login_at", "text"),
  ).execute();
  await db.schema.createIndex("user_email_idx").on("user").column("email").execute();
  await db.schema.createIndex("user_mobile_idx").on("user").column("mobile").execute();

  await withId(db, db.schema.createTable("credit_ledger"))
    .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("delta", bigint(db), (c) => c.notNull())
    .addColumn("balance_after", bigint(db), (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("ref_type", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ref_id", bigint(db), (c) => c.notNull().defaultTo(0))
    .addColumn("remark", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("credit_ledger_user_idx").on("credit_ledger").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("credit_ledger_reason_idx").on("credit_ledger").columns(["user_id", "reason", "created_at"]).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("groups"))
      .addColumn("title", "text", (c) => c.notNull().unique())
      .addColumn("color", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("is_default", "integer", flag)
      .addColumn("is_display", "integer", flag)
      .addColumn("sort", "integer", flag)
      .addColumn("enable_upload", "integer", flag)
      .addColumn("enable_document_review", "integer", flag)
      .addColumn("enable_comment", "integer", flag)
      .addColumn("enable_comment_approval", "integer", flag)
      .addColumn("enable_article", "integer", flag)
      .addColumn("enable_article_approval", "integer", flag),
  ).execute();

  await db.schema
    .createTable("user_group")
    .addColumn("user_id", bigint(db), (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("group_id", bigint(db), (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("user_group_pk", ["user_id", "group_id"])
    .execute();
  await db.schema.createIndex("user_group_group_idx").on("user_group").column("group_id").execute();

  await withTimestamps(
    withId(db, db.schema.createTable("permission"))
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("pages", "text", (c) => c.notNull().defaultTo("[]"))
      .addUniqueConstraint("permission_method_path_uq", ["method", "path"]),
  ).execute();

  await db.schema
    .createTable("group_permission")
    .addColumn("group_id", bigint(db), (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("permission_id", bigint(db), (c) => c.notNull().references("permission.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("group_permission_pk", ["group_id", "permission_id"])
    .execute();

  await db.schema
    .createTable("revoked_token")
    .addColumn("jti", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("captcha")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable("config"))
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull().defaultTo(""))
      .addUniqueConstraint("config_category_name_uq", ["category", "name"]),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("navigation"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("href", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("target", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("color", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("sort", "integer", flag)
      .addColumn("enable", "integer", flag)
      .addColumn("fixed", "integer", flag)
      .addColumn("parent_id", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("description", "text", (c) => c.notNull().defaultTo("")),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("friendlink"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("link", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("sort", "integer", flag)
      .addColumn("enable", "integer", flag),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("category"))
      .addColumn("parent_id", bigint(db), (c) => c.notNull().defaultTo(0))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("type", "integer", flag)
      .addColumn("doc_count", "integer", flag)
      .addColumn("sort", "integer", flag)
      .addColumn("enable", "integer", flag)
      .addColumn("icon", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("cover", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("show_description", "integer", flag),
  ).execute();
  await db.schema.createIndex("category_parent_idx").on("category").columns(["type", "parent_id"]).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("language"))
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("code", "text", (c) => c.notNull().unique())
      .addColumn("enable", "integer", flag)
      .addColumn("total", "integer", flag)
      .addColumn("sort", "integer", flag),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "language", "category", "friendlink", "navigation", "config", "captcha", "revoked_token", "group_permission",
    "permission", "user_group", "groups", "credit_ledger", "user", "app_secret",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
