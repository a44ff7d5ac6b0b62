import crypto from "node:crypto";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { issueToken } from "../session/tokens.js";
import { changeCredits } from "../credits/change-credits.js";
import { documentFileKey, pathOfKey } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import { createUser } from "../users/create-user.js";
import { recountForDocuments } from "./document-counters.js";

/**
 * Test support for the document capabilities: real users with tokens, real document rows with their original
 * file in storage, and the ledger check. Used by the colocated *.test.ts files only.
 */
export interface Session {
  id: number;
  token: string;
}

export async function signIn(ctx: AppContext, userId: number): Promise<string> {
  const user = await ctx.db.kysely.selectFrom("user").select(["id", "token_version"]).where("id", "=", userId).executeTakeFirstOrThrow();
  return issueToken(ctx, { id: Number(user.id), token_version: user.token_version });
}

export async function adminSession(ctx: AppContext): Promise<Session> {
  const admin = await ctx.db.kysely.selectFrom("user").select("id").where("username", "=", "admin").executeTakeFirstOrThrow();
  return { id: Number(admin.id), token: await signIn(ctx, Number(admin.id)) };
}

let memberCounter = 0;

/** A member of the default group, with `credits` granted through the ledger. */
export async function createMember(ctx: AppContext, credits = 0): Promise<Session> {
  const username = `reader${++memberCounter}_${crypto.randomBytes(3).toString("hex")}`;
  const id = await createUser(ctx, { username, password: "member-pass-1", email: "", ip: "127.0.0.1" });
  if (credits > 0) await changeCredits(ctx.db.kysely, { userId: id, delta: credits, reason: "admin", remark: "test grant" });
  return { id, token: await signIn(ctx, id) };
}

export async function insertCategory(ctx: AppContext, title: string, options: { parentId?: number; enable?: boolean; sort?: number; type?: number } = {}): Promise<number> {
  const now = nowIso();
  const row = await ctx.db.kysely
    .insertInto("category")
    .values({ title, parent_id: options.parentId ?? 0, type: options.type ?? 0, enable: options.enable === false ? 0 : 1, sort: options.sort ?? 0, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface NewDocument {
  userId: number;
  title?: string;
  price?: number;
  status?: number;
  pages?: number;
  ext?: string;
  language?: string;
  categoryIds?: number[];
  /** The original file's bytes; unique by default so every document has its own hash. */
  file?: Buffer;
  /** Page texts stored as the conversion would. */
  pageTexts?: string[];
  deleted?: boolean;
  createdAt?: string;
}

export interface InsertedDocument {
  id: number;
  uuid: string;
  hash: string;
  attachmentId: number;
  file: Buffer;
}

/** A converted document (status 2 unless told) with its attachment, categories and file in storage. */
export async function insertDocument(ctx: AppContext, input: NewDocument): Promise<InsertedDocument> {
  const db = ctx.db.kysely;
  const ext = input.ext ?? ".pdf";
  const file = input.file ?? Buffer.from(`%PDF-1.4 test document ${crypto.randomUUID()}`);
  const hash = crypto.createHash("md5").update(file).digest("hex");
  const key = documentFileKey(hash, ext);
  await storageFor(ctx).putBuffer(key, file);
  const now = input.createdAt ?? nowIso();
  const uuid = crypto.randomBytes(8).toString("hex");
  const title = input.title ?? `文档 ${uuid}`;
  const attachment = await db
    .insertInto("attachment")
    .values({ hash, user_id: input.userId, type: 2, path: pathOfKey(key), name: `${title}${ext}`, size: file.length, ext, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const pages = input.pages ?? 3;
  const doc = await db
    .insertInto("document")
    .values({
      uuid, title, user_id: input.userId, attachment_id: Number(attachment.id), hash, pages, preview: pages, width: 800, height: 1131,
      status: input.status ?? 2, price: input.price ?? 0, size: file.length, ext, preview_ext: ".webp", language: input.language ?? "zh-CN",
      deleted_at: input.deleted ? now : null, deleted_user_id: input.deleted ? input.userId : 0, created_at: now, updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(doc.id);
  await db.updateTable("attachment").set({ type_id: id }).where("id", "=", attachment.id).execute();
  if (input.categoryIds?.length) await db.insertInto("document_category").values(input.categoryIds.map((category_id) => ({ document_id: id, category_id }))).execute();
  for (const [index, text] of (input.pageTexts ?? []).entries()) {
    await db.insertInto("document_page").values({ hash, page: index + 1, format: "webp", text }).onConflict((oc) => oc.columns(["hash", "page"]).doUpdateSet({ text })).execute();
  }
  await recountForDocuments(db, [id]);
  return { id, uuid, hash, attachmentId: Number(attachment.id), file };
}

/** Users whose credit balance differs from the sum of their ledger rows (empty when the ledger is whole). */
export async function ledgerMismatches(ctx: AppContext): Promise<Array<{ id: number; credit_count: number; ledger: number }>> {
  const users = await ctx.db.kysely.selectFrom("user").select(["id", "credit_count"]).execute();
  const sums = await ctx.db.kysely.selectFrom("credit_ledger").select(["user_id", (eb) => eb.fn.sum<number>("delta").as("total")]).groupBy("user_id").execute();
  const byUser = new Map(sums.map((s) => [Number(s.user_id), Number(s.total)]));
  return users
    .map((u) => ({ id: Number(u.id), credit_count: Number(u.credit_count), ledger: byUser.get(Number(u.id)) ?? 0 }))
    .filter((u) => u.credit_count !== u.ledger);
}

export async function creditsOf(ctx: AppContext, userId: number): Promise<number> {
  const row = await ctx.db.kysely.selectFrom("user").select("credit_count").where("id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.credit_count);
}
