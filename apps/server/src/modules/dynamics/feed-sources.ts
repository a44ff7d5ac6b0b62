import { ArticleStatus, CommentStatus, DynamicType, ItemType, publicDocumentStatuses } from "@wenku/contract";
import { sql } from "kysely";
import type { Executor } from "../documents/document-access.js";
import { commentRows, itemIsPublic, itemIsPublicFor } from "../comments/comment-view.js";
import { favoritesWithItems } from "../favorites/favorite-view.js";
import { live } from "../../db/list-query.js";

/**
 * The feed is read from the tables where the events already are (comment, favorite, document, download, user,
 * sign, article) with one UNION ALL per page, not copied into a table of its own: every module that records an
 * event would otherwise have to write a second row in its transaction, and the copy would drift from the truth
 * (a renamed title, a purged document, an approval). Each source is one indexed range on its user column.
 *
 * Every source yields the same columns: `kind` (Dynamic.type), `source_id` (the row's id in its table),
 * `item_type` (0 document, 1 article, -1 none), `title`, `item_key` (uuid or identifier), `award` and `created_at`.
 */
const num = (value: number) => sql<number>`${sql.lit(value)}`;
const str = (value: string) => sql<string>`${sql.lit(value)}`;

/** `title` and `item_key` of the document (`d`) or article (`a`) joined to a comment or favorite. */
const joinedItemTitleAndKey = () =>
  [sql<string>`coalesce(d.title, a.title, '')`.as("title"), sql<string>`coalesce(d.uuid, a.identifier, '')`.as("item_key")] as const;

export function feedSources(db: Executor, userId: number, own: boolean) {
  const comments = commentRows(db)
    .where("c.user_id", "=", userId)
    .where((eb) => (own ? eb("c.status", "!=", CommentStatus.rejected) : eb.and([eb("c.status", "=", CommentStatus.approved), itemIsPublic])))
    .select([
      num(DynamicType.comment).as("kind"),
      "c.id as source_id",
      "c.type as item_type",
      ...joinedItemTitleAndKey(),
      num(0).as("award"),
      "c.created_at",
    ]);

  let favoriteRows = favoritesWithItems(db).where("f.user_id", "=", userId);
  if (!own) favoriteRows = favoriteRows.where(itemIsPublicFor("f"));
  const favorites = favoriteRows.select([
      num(DynamicType.favorite).as("kind"),
      "f.id as source_id",
      "f.type as item_type",
      ...joinedItemTitleAndKey(),
      num(0).as("award"),
      "f.created_at",
    ]);

  let uploads = db.selectFrom("document as d").where("d.user_id", "=", userId).where(live("d"));
  if (!own) uploads = uploads.where("d.status", "in", [...publicDocumentStatuses]);
  const uploaded = uploads.select([
    num(DynamicType.upload).as("kind"),
    "d.id as source_id",
    num(ItemType.document).as("item_type"),
    "d.title",
    "d.uuid as item_key",
    num(0).as("award"),
    "d.created_at",
  ]);

  let articles = db.selectFrom("article as a").where("a.user_id", "=", userId).where(live("a"));
  if (!own) articles = articles.where("a.status", "=", ArticleStatus.published);
  const published = articles.select([
    num(DynamicType.publishArticle).as("kind"),
    "a.id as source_id",
    num(ItemType.article).as("item_type"),
    "a.title",
    "a.identifier as item_key",
    num(0).as("award"),
    "a.created_at",
  ]);

  let feed = comments.unionAll(favorites).unionAll(uploaded).unionAll(published);
  if (!own) return feed;

  const downloads = db
    .selectFrom("download as dl")
    .leftJoin("document as d", "d.id", "dl.document_id")
    .where("dl.user_id", "=", userId)
    .select([
      num(DynamicType.download).as("kind"),
      "dl.id as source_id",
      num(ItemType.document).as("item_type"),
      sql<string>`coalesce(d.title, '')`.as("title"),
      sql<string>`coalesce(d.uuid, '')`.as("item_key"),
      num(0).as("award"),
      "dl.created_at",
    ]);
  const signs = db
    .selectFrom("sign as s")
    .where("s.user_id", "=", userId)
    .select([num(DynamicType.signIn).as("kind"), "s.id as source_id", num(-1).as("item_type"), str("").as("title"), str("").as("item_key"), "s.award", "s.created_at"]);
  const registered = db
    .selectFrom("user as u")
    .where("u.id", "=", userId)
    .select([num(DynamicType.register).as("kind"), "u.id as source_id", num(-1).as("item_type"), str("").as("title"), str("").as("item_key"), num(0).as("award"), "u.created_at"]);
  feed = feed.unionAll(downloads).unionAll(signs).unionAll(registered);
  return feed;
}

export type FeedQuery = ReturnType<typeof feedSources>;
