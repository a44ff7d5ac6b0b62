import { articleEndpoints, ArticleStatus } from "@wenku/contract";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { isLive } from "../../db/list-query.js";
import type { Actor } from "../session/actor.js";
import type { ArticleTable } from "./tables.js";
import "./tables.js";

export type ArticleRow = Selectable<ArticleTable>;
export type Executor = Kysely<Database> | Transaction<Database>;

/** The permission that makes a user an article administrator: the back office article list. */

export async function canManageArticles(actor: Actor): Promise<boolean> {
  return actor.user !== null && (await actor.holds(articleEndpoints.list));
}

export function findArticle(db: Executor, by: { id?: number; identifier?: string }): Promise<ArticleRow | undefined> {
  if (by.id && by.id > 0) return db.selectFrom("article").selectAll().where("id", "=", by.id).executeTakeFirst();
  const identifier = by.identifier?.trim().toLowerCase();
  if (identifier) return db.selectFrom("article").selectAll().where("identifier", "=", identifier).executeTakeFirst();
  return Promise.resolve(undefined);
}

/**
 * The owner of the site's single pages (关于我们, 文库协议…, seeded by migration 0600, edited by administrators):
 * no user. They are read at their addresses and never listed, related or found among articles.
 */
export const SITE_PAGE_USER_ID = 0;

export function isSitePage(row: Pick<ArticleRow, "user_id">): boolean {
  return Number(row.user_id) === SITE_PAGE_USER_ID;
}

/** Published and not in the recycle bin: what anyone may read, list and find. */
export function isPublic(row: Pick<ArticleRow, "status" | "deleted_at">): boolean {
  return isLive(row) && row.status === ArticleStatus.published;
}

/** Pending and rejected articles are shown to their author and administrators; deleted ones to administrators. */
export function isVisibleTo(row: ArticleRow, userId: number | undefined, isManager: boolean): boolean {
  if (isPublic(row) || isManager) return true;
  return isLive(row) && userId !== undefined && Number(row.user_id) === userId;
}
