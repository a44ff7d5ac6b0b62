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
  // Every chunk is handed to the preparing threads at once; they are written in order as they come back.
  const prepared = chunks.map((chunk) => prepareItems(ctx.db.dialect, chunk.map((item) => ({ docType, item, generation, storeTexts: !source.pageTexts }))));
  for (const batch of prepared) batch.catch(() => undefined);
  for (const batch of prepared) await storeItems(ctx, await batch);
  await removeItems(ctx, gone);
  return { indexed: visible.length, removed: gone.length, failed };
}
