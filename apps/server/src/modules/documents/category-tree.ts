import { CategoryType } from "@wenku/contract";
import type { Executor } from "./document-access.js";

type CategoryTypeValue = (typeof CategoryType)[keyof typeof CategoryType];

/** The given categories of one type and all their descendants (category filters include sub-categories). */
export async function withDescendantsOfType(db: Executor, type: CategoryTypeValue, categoryIds: number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db.selectFrom("category").select(["id", "parent_id"]).where("type", "=", type).execute();
  return descendantFinder(rows.map((row) => ({ id: Number(row.id), parent_id: Number(row.parent_id) })))(categoryIds);
}

/** Finds, among `rows` (each category with its parent, 0 for none), given categories and all their descendants. */
export function descendantFinder(rows: ReadonlyArray<{ id: number; parent_id: number }>): (categoryIds: number[]) => number[] {
  const children = new Map<number, number[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id]);
  return (categoryIds) => {
    const found = new Set<number>();
    const queue = [...categoryIds];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      queue.push(...(children.get(id) ?? []));
    }
    return [...found];
  };
}

/** The given document categories and all their descendants. */
export function withDescendantCategories(db: Executor, categoryIds: number[]): Promise<number[]> {
  return withDescendantsOfType(db, CategoryType.document, categoryIds);
}
