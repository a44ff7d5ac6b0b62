import { setImmediate as nextTurn } from "node:timers/promises";
import { idf } from "./candidate-documents.js";
import type { PoolPage } from "./candidate-pages.js";
import type { QuestionTerm } from "./question-terms.js";
import { findTermHits, type StemCache, type TermHits } from "./term-hits.js";
import { closeOccurrences, followingPairs } from "./term-pairs.js";

/** A pooled page with where each term of the question occurs in it. */
export interface HitPage extends PoolPage {
  hits: TermHits;
}

export interface ScoredPage extends HitPage {
  /** BM25 over the pool's pages */
  raw: number;
  /** raw as a share of the most a page could score for these terms: 0–1 */
  score: number;
}

const K1 = 1.2;
const B = 0.75;
/** Weight of two following terms standing close together, relative to the mean of theirs. */
const PAIR_SHARE = 0.5;

/** Pages whose terms are found between two turns of the event loop. */
const PAGES_PER_TURN = 100;

/**
 * The pool's pages with their term hits, batch by batch as they are read, yielding to the event loop every
 * PAGES_PER_TURN pages so that a long pool does not hold up other requests and the vector branch.
 */
export async function findPoolHits(batches: AsyncIterable<PoolPage[]>, terms: QuestionTerm[]): Promise<HitPage[]> {
  const stems: StemCache = new Map();
  const found: HitPage[] = [];
  for await (const batch of batches) {
    for (let from = 0; from < batch.length; from += PAGES_PER_TURN) {
      for (const page of batch.slice(from, from + PAGES_PER_TURN)) {
        found.push({ ...page, hits: page.text ? findTermHits(page.text, terms, stems) : terms.map(() => []) });
      }
      await nextTurn();
    }
  }
  return found;
}

/**
 * BM25 over the pages of the pool: a term weighs by how few pages hold it, each occurrence counts less than the
 * one before, and a long page needs more occurrences than a short one. Terms that follow each other in the question
 * count once more where they stand close together on the page (a term of their own, at half their mean weight).
 * Pages without any term are left out; `weights` are the terms' idf over the pool.
 */
export function scorePages(pages: HitPage[], terms: QuestionTerm[]): { pages: ScoredPage[]; weights: number[] } {
  if (pages.length === 0 || terms.length === 0) return { pages: [], weights: terms.map(() => 0) };
  const hits = pages.map((p) => p.hits);
  const averageLength = pages.reduce((n, p) => n + p.length, 0) / pages.length || 1;
  const weights = terms.map((_, t) => {
    const holding = hits.filter((h) => h[t].length > 0).length;
    return holding === 0 ? 0 : idf(pages.length, holding);
  });
  const pairs = followingPairs(terms);
  const close = hits.map((h) => pairs.map(([a, b]) => closeOccurrences(h, a, b)));
  const pairWeights = pairs.map(([a, b], p) => (close.some((c) => c[p] > 0) ? (PAIR_SHARE * (weights[a] + weights[b])) / 2 : 0));
  const best = [...weights, ...pairWeights].reduce((n, w) => n + w * (K1 + 1), 0);
  const scored: ScoredPage[] = [];
  pages.forEach((page, i) => {
    const norm = K1 * (1 - B + (B * page.length) / averageLength);
    const bm25 = (weight: number, tf: number) => (tf > 0 ? (weight * tf * (K1 + 1)) / (tf + norm) : 0);
    let raw = 0;
    weights.forEach((weight, t) => (raw += bm25(weight, hits[i][t].length)));
    pairWeights.forEach((weight, p) => (raw += bm25(weight, close[i][p])));
    if (raw > 0) scored.push({ ...page, raw, score: best > 0 ? raw / best : 0 });
  });
  scored.sort((a, b) => b.raw - a.raw || a.documentId - b.documentId || a.page - b.page);
  return { pages: scored, weights };
}
