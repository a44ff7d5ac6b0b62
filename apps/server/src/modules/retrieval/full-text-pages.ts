import { setImmediate as nextTurn } from "node:timers/promises";
import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { candidateDocuments } from "./candidate-documents.js";
import { candidatePages, documentPages, type PoolPage } from "./candidate-pages.js";
import { poolProbes } from "./pool-probes.js";
import { questionTerms } from "./question-terms.js";
import { readableDocuments, type ReadableDocument } from "./readable-documents.js";
import { findPoolHits, scorePages, type ScoredPage } from "./score-pages.js";
import { anyTermPlan, termPlan } from "./term-plans.js";
import { itemIdOfKey, searchBackend, type QueryPlan } from "../search/index.js";

/** Documents whose pages are scored per question, at most. */
const CANDIDATE_DOCUMENTS = 30;
/**
 * How much of a page's relevance is its own text; the rest is how much of the question its document covers, so
 * a page of a document about the subject of the question beats a page that repeats the question's common words.
 */
const PAGE_SHARE = 0.75;

export interface FullTextPages {
  /** best first; `score` is the relevance 0–1 */
  pages: ScoredPage[];
  /** the idf of each term over the pool (excerpts centre on the rarest) */
  weights: number[];
  readable: Map<number, ReadableDocument>;
}

const nothing = (): FullTextPages => ({ pages: [], weights: [], readable: new Map() });

interface Pool {
  /** the pool's pages, in batches as they are read */
  pages: AsyncIterable<PoolPage[]>;
  readable: Map<number, ReadableDocument>;
  /** per document, its coverage of the question (library retrieval only) */
  coverage: Map<number, number> | undefined;
}

async function* nothingToRead(): AsyncGenerator<PoolPage[]> {}

async function* readAtOnce(pages: Promise<PoolPage[]>): AsyncGenerator<PoolPage[]> {
  yield await pages;
}

async function libraryPool(ctx: AppContext, actor: Actor, plans: QueryPlan[], probes: string[] | undefined): Promise<Pool> {
  const backend = searchBackend(ctx);
  await nextTurn();
  const candidates = await candidateDocuments(ctx, backend, plans, CANDIDATE_DOCUMENTS);
  const coverage = new Map<number, number>();
  if (candidates.size === 0) return { pages: nothingToRead(), readable: new Map<number, ReadableDocument>(), coverage };
  const keys = [...candidates.keys()];
  // Candidates are documents (doc_type 0), so their ids follow from their keys: both reads go at once.
  const [rows, readable] = await Promise.all([
    ctx.db.kysely.selectFrom("search_item").select(["key", "segments"]).where("key", "in", keys).execute(),
    readableDocuments(ctx, actor, keys.map(itemIdOfKey)),
  ]);
  const items = rows.map((r) => ({ key: Number(r.key), documentId: itemIdOfKey(Number(r.key)), segments: r.segments }));
  for (const item of items) coverage.set(item.documentId, candidates.get(item.key) ?? 0);
  await nextTurn();
  return { pages: candidatePages(ctx, backend, anyTermPlan(plans), items, readable, probes), readable, coverage };
}

async function documentPool(ctx: AppContext, actor: Actor, documentId: number): Promise<Pool> {
  const readable = await readableDocuments(ctx, actor, [documentId]);
  const doc = readable.get(documentId);
  return { pages: doc ? readAtOnce(documentPages(ctx, doc)) : nothingToRead(), readable, coverage: undefined };
}

/**
 * Full-text retrieval: the question's content words find candidate documents through the search index, then
 * every readable page of those documents (or of the one document asked) is scored by BM25, blended with how much
 * of the question its document covers.
 */
export async function fullTextPages(ctx: AppContext, actor: Actor, question: string, documentId?: number): Promise<FullTextPages> {
  const planned = questionTerms(question).flatMap((term) => {
    const plan = termPlan(term);
    return plan ? [{ term, plan }] : [];
  });
  if (planned.length === 0) return nothing();
  const terms = planned.map((p) => p.term);
  const pool = documentId ? await documentPool(ctx, actor, documentId) : await libraryPool(ctx, actor, planned.map((p) => p.plan), poolProbes(terms));
  const scored = scorePages(await findPoolHits(pool.pages, terms), terms);
  const relevance = (page: ScoredPage) => (pool.coverage ? PAGE_SHARE * page.score + (1 - PAGE_SHARE) * (pool.coverage.get(page.documentId) ?? 0) : page.score);
  const pages = scored.pages.map((page) => ({ ...page, score: relevance(page) })).sort((a, b) => b.score - a.score || b.raw - a.raw);
  return { pages, weights: scored.weights, readable: pool.readable };
}
