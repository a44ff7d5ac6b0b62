import type { AppContext } from "../../../context.js";
import { itemKey } from "../keys.js";
import { docTypeName, searchSource, type IndexableItem, type SearchSource } from "../sources.js";
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
 * The items of `ids` the source still has, read together when it can; should that fail, one by one, so that a
 * failure affects only the item it comes from.
 */
async function loadItems(ctx: AppContext, source: SearchSource, ids: number[]): Promise<{ items: Map<number, IndexableItem>; failed: IndexOutcome["failed"] }> {
  const failed: IndexOutcome["failed"] = [];
  if (source.loadMany && ids.length > 1) {
    try {
      return { items: await source.loadMany(ctx, ids), failed };
    } catch {
      // read again one by one below, each failure with its own reason
    }
  }
  const items = new Map<number, IndexableItem>();
  for (const id of ids) {
    try {
      const item = await source.load(ctx, id);
      if (item) items.set(id, item);
    } catch (error) {
      failed.push({ id, error: String((error as Error)?.message ?? error) });
    }
  }
  return { items, failed };
}

/**
 * Brings items of one type up to date from their source: visible ones are (re)written, missing or hidden ones
 * leave the index. A source failure affects only that item.
 */
export async function indexItems(ctx: AppContext, docType: 0 | 1, ids: number[], generation: number, chunk = CHUNK): Promise<IndexOutcome> {
  const source = searchSource(docTypeName[docType]);
  if (!source) throw new Error(`no search source registered for ${docTypeName[docType]}`);
  const { items, failed } = await loadItems(ctx, source, ids);
  const visible: IndexableItem[] = [];
  const gone: number[] = [];
  for (const id of ids) {
    const item = items.get(id);
    if (item?.visible) visible.push(item);
    else if (!failed.some((f) => f.id === id)) gone.push(itemKey(docType, id));
  }
  const chunks: IndexableItem[][] = [];
  for (let i = 0; i < visible.length; i += chunk) chunks.push(visible.slice(i, i + chunk));
  // Every chunk is handed to the preparing threads at once; they are written in order as they come back.
  const prepared = chunks.map((chunk) => prepareItems(ctx.db.dialect, chunk.map((item) => ({ docType, item, generation, storeTexts: !source.pageTexts }))));
  for (const batch of prepared) batch.catch(() => undefined);
  for (const batch of prepared) await storeItems(ctx, await batch);
  await removeItems(ctx, gone);
  return { indexed: visible.length, removed: gone.length, failed };
}
