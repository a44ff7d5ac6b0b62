import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { badRequest, conflict } from "../../http/errors.js";
import { categoryMessages } from "./category-view.js";
import { wouldCycle } from "./tree-ids.js";

export interface CategoryPlacement {
  /** The category being moved; absent when creating one. */
  id?: number;
  parent_id: number;
  type: number;
  title: string;
}

/**
 * The tree rules of a category: its parent exists and has the same type, it is not placed below itself,
 * and no sibling (same parent and type) has the same title.
 */
export async function checkCategoryPlacement(db: Kysely<Database> | Transaction<Database>, placement: CategoryPlacement): Promise<void> {
  if (placement.parent_id) {
    const links = await db.selectFrom("category").select(["id", "parent_id", "type"]).execute();
    const parent = links.find((link) => Number(link.id) === placement.parent_id);
    if (!parent) throw badRequest(categoryMessages.parentNotFound);
    if (Number(parent.type) !== placement.type) throw badRequest(categoryMessages.parentTypeMismatch);
    if (placement.id !== undefined && wouldCycle(links, placement.id, placement.parent_id)) throw badRequest(categoryMessages.cycle);
  }
  let sibling = db
    .selectFrom("category")
    .select("id")
    .where("parent_id", "=", placement.parent_id)
    .where("type", "=", placement.type)
    .where("title", "=", placement.title);
  if (placement.id !== undefined) sibling = sibling.where("id", "!=", placement.id);
  if (await sibling.executeTakeFirst()) throw conflict(categoryMessages.titleTaken);
}
