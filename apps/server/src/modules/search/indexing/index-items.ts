import type { AppContext } from "../../../context.js";
import { itemKey } from "../keys.js";
import { docTypeName, searchSource, type IndexableItem } from "../sources.js";
import { prepareItems } from "./prepare-pool.js";
import { removeItems } from "./remove-items.js";
import { storeItems } from "./write-items.js";

/** Items written per transaction; preparing the next chunk overlaps writing this one. */
const CHUNK = 50;
/** A rebuild's chunks: each is a part of the body index, and larger parts are fewer to merge. */
export const REBUILD_CHUNK = 250;

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
export async function indexItems(ctx: AppContext, docType: 0 | 1, ids: number[], generation: number, chunk = CHUNK): Promise<IndexOutcome> {
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
  const chunks: IndexableItem[][] = [];
  for (let i = 0; i < visible.length; i += chunk) chunks.push(visible.slice(i, i + chunk));
  const prepare = (chunk: IndexableItem[]) => prepareItems(ctx.db.dialect, chunk.map((item) => ({ docType, item, generation })));
  let next = chunks.length > 0 ? prepare(chunks[0]) : undefined;
  for (let i = 0; i < chunks.length; i++) {
    const prepared = await next!;
    next = i + 1 < chunks.length ? prepare(chunks[i + 1]) : undefined;
    await storeItems(ctx, prepared);
  }
  await removeItems(ctx, gone);
  return { indexed: visible.length, removed: gone.length, failed };
}
