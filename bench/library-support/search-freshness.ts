import { searchQuerySchema } from "@wenku/contract";
import type { AppContext } from "../../apps/server/src/context.js";
import { currentGeneration } from "../../apps/server/src/modules/search/indexing/generation.js";
import { startSearchIndexer } from "../../apps/server/src/modules/search/indexing/indexer-worker.js";
import { indexItems } from "../../apps/server/src/modules/search/indexing/index-items.js";
import { subscribeSearchEvents } from "../../apps/server/src/modules/search/indexing/subscribe-events.js";
import { searchItems } from "../../apps/server/src/modules/search/query/search-items.js";
import { searchRequest } from "../../apps/server/src/modules/search/query/search-request.js";
import { saveFixtureDocuments } from "../../apps/server/src/modules/search/test/fixture-source.js";
import { libraryGenerator } from "./search-library.js";

export interface Freshness {
  /** one new document through indexItems (read from its source, tokenized, written): median and slowest of 5 */
  indexMs: number;
  indexMaxMs: number;
  /** from its change event to the first search that finds it, with the indexer worker running: median and slowest of 5 */
  foundMs: number;
  foundMaxMs: number;
}

const SAMPLES = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const hits = async (ctx: AppContext, wd: string) => (await searchItems(ctx, searchRequest(searchQuerySchema.parse({ wd }))))?.hits ?? 0;

/**
 * How soon a new document is searchable in a library of this size: the indexing of one document, then the time
 * from its `document.changed` event (what conversion raises) to a search that finds it, polling every 5 ms.
 * The documents get ids past the library's.
 */
export async function measureFreshness(ctx: AppContext, firstId: number): Promise<Freshness> {
  const next = libraryGenerator(firstId);
  const marked = (id: number, word: string) => {
    const doc = next(id);
    return { ...doc, title: `${word} ${doc.title}` };
  };
  const indexTimes: number[] = [];
  const foundTimes: number[] = [];
  const generation = await currentGeneration(ctx, 0);
  // A server has loaded jieba's dictionary long before; the first, untimed document loads it here.
  await saveFixtureDocuments(ctx, [marked(firstId + 20, "freshwarmup")]);
  await indexItems(ctx, 0, [firstId + 20], generation);
  for (let i = 0; i < SAMPLES; i++) {
    const id = firstId + i;
    await saveFixtureDocuments(ctx, [marked(id, `freshindexed${"q".repeat(i + 1)}`)]);
    const started = performance.now();
    await indexItems(ctx, 0, [id], generation);
    indexTimes.push(performance.now() - started);
  }
  subscribeSearchEvents(ctx);
  const indexer = startSearchIndexer(ctx, 3_600_000);
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const id = firstId + 10 + i;
      const word = `freshfound${"q".repeat(i + 1)}`;
      await saveFixtureDocuments(ctx, [marked(id, word)]);
      const started = performance.now();
      await ctx.events.emit("document.changed", { documentId: id });
      while ((await hits(ctx, word)) === 0) await new Promise((r) => setTimeout(r, 5));
      foundTimes.push(performance.now() - started);
    }
  } finally {
    await indexer.stop();
  }
  return { indexMs: median(indexTimes), indexMaxMs: Math.max(...indexTimes), foundMs: median(foundTimes), foundMaxMs: Math.max(...foundTimes) };
}
