import type { AppContext } from "../../../context.js";
import { itemKey } from "../keys.js";
import { docTypeName, searchSource, type IndexableItem } from "../sources.js";
import { removeItems } from "./remove-items.js";
import { writeItems } from "./write-items.js";

export interface IndexOutcome {
  indexed: number;
  removed: number;
  /** ids whose source failed, with the reason */
  failed: Array<{ id: number; error: string }>;
}

/**
 * Brings items of one type up to date from their source: visible ones are (re)written, missing or hidden ones
 * leave the index. A source failure affects only that item.
 */
export async function indexItems(ctx: AppContext, docType: 0 | 1, ids: number[], generation: number): Promise<IndexOutcome> {
  const source = searchSource(docTypeName[docType]);
  if (!source) throw new Error(`no search source registered for ${docTypeName[docType]}`);
  const visible: IndexableItem[] = [];
  const gone: number[] = [];
  const failed: IndexOutcome["failed"] = [];
  for (const id of ids) {
    try {
      const item = await source.load(ctx, id);
      if (item && item.visible) visible.push(item);
      else gone.push(itemKey(docType, id));
    } catch (error) {
      failed.push({ id, error: String((error as Error)?.message ?? error) });
    }
  }
  await writeItems(ctx, visible.map((item) => ({ docType, item, generation })));
  await removeItems(ctx, gone);
  return { indexed: visible.length, removed: gone.length, failed };
}
