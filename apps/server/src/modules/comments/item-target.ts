import { ItemType, articleMessages, documentMessages } from "@wenku/contract";
import { canManageArticles, findArticle, isPublic as isArticlePublic, isVisibleTo as isArticleVisibleTo } from "../articles/article-access.js";
import type { Actor } from "../session/actor.js";
import { canManageDocuments, findDocument, isOpenToPublic, isVisibleTo as isDocumentVisibleTo, type Executor } from "../documents/document-access.js";

/**
 * What comments, favorites and reports are about: a document (type 0) or an article (type 1), with who may see it
 * by the rules of documents/document-access.ts and articles/article-access.ts.
 */
export interface ItemTarget {
  type: number;
  id: number;
  ownerId: number;
  title: string;
  /** document uuid or article identifier */
  key: string;
  isPublic: boolean;
}

export async function canManageItems(actor: Actor, type: number): Promise<boolean> {
  return type === ItemType.article ? canManageArticles(actor) : canManageDocuments(actor);
}

async function findItemWithRule(db: Executor, type: number, id: number) {
  if (type === ItemType.document) {
    const doc = await findDocument(db, { id });
    if (!doc) return undefined;
    const item = { type, id: Number(doc.id), ownerId: Number(doc.user_id), title: doc.title, key: doc.uuid, isPublic: isOpenToPublic(doc) };
    return { item, visibleTo: (userId: number | undefined, manager: boolean) => isDocumentVisibleTo(doc, userId, manager) };
  }
  if (type !== ItemType.article) return undefined;
  const article = await findArticle(db, { id });
  if (!article) return undefined;
  const item = { type, id: Number(article.id), ownerId: Number(article.user_id), title: article.title, key: article.identifier, isPublic: isArticlePublic(article) };
  return { item, visibleTo: (userId: number | undefined, manager: boolean) => isArticleVisibleTo(article, userId, manager) };
}

/** The item when it exists and the actor may see it, by the rules of its own module. */
export async function findVisibleItem(db: Executor, actor: Actor, type: number, id: number): Promise<ItemTarget | undefined> {
  const found = await findItemWithRule(db, type, id);
  if (!found) return undefined;
  if (found.item.isPublic) return found.item;
  const userId = actor.user ? Number(actor.user.id) : undefined;
  return found.visibleTo(userId, await canManageItems(actor, type)) ? found.item : undefined;
}

/** The items once each, in their first order (counters are recounted once per item). */
export function distinctItems(items: Array<{ type: number; id: number }>): Array<{ type: number; id: number }> {
  const byKey = new Map(items.map((item) => [`${item.type}:${item.id}`, item]));
  return [...byKey.values()];
}

export const itemNotFoundMessage = (type: number) => (type === ItemType.article ? articleMessages.notFound : documentMessages.notFound);

/** The item's page on this site. */
export const itemUrl = (type: number, key: string) => (type === ItemType.article ? `/article/${encodeURIComponent(key)}` : `/document/${encodeURIComponent(key)}`);
