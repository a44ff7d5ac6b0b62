import { CategoryType } from "@wenku/contract";
import type { Executor } from "./document-access.js";

type CategoryTypeValue = (typeof CategoryType)[keyof typeof CategoryType];

/** The given categories of one type and all their descendants (category filters include sub-categories). */
export async function withDescendantsOfType(db: Executor, type: CategoryTypeValue, categoryIds: number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db.selectFrom("category").select(["id", "parent_id"]).where("type", "=", type).execute();
  const children = new Map<number, number[]>();
  for (const row of rows) {
    const list = children.get(Number(row.parent_id)) ?? [];
    list.push(Number(row.id));
    children.set(Number(row.parent_id), list);
  }
  const found = new Set<number>();
  const queue = [...categoryIds];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...found];
}

/** The given document categories and all their descendants. */
export function withDescendantCategories(db: Executor, categoryIds: number[]): Promise<number[]> {
  return withDescendantsOfType(db, CategoryType.document, categoryIds);
}
