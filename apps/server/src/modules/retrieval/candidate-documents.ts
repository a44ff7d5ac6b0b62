import type { AppContext } from "../../context.js";
import type { QueryPlan, SearchBackend, SearchFilters } from "../search/index.js";

/** Matches read per term; a term in more documents than this counts only for the newest ones (it weighs little). */
const TERM_WINDOW = 2000;

const documentsOnly: SearchFilters = { docType: 0, categoryIds: [], languages: [] };

/** Inverse document frequency (BM25's, never negative). */
export const idf = (total: number, frequency: number) => Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));

/**
 * The documents most likely to answer, by index key, with their coverage of the question (0–1): the summed idf of
 * the question's terms a document holds (title, keywords, description and body) over that of all the terms, so
 * one holding the rare words of the question ranks above one holding only common ones, and a document needs not
 * hold every word.
 */
export async function candidateDocuments(ctx: AppContext, backend: SearchBackend, plans: QueryPlan[], limit: number): Promise<Map<number, number>> {
  const [counted, windows] = await Promise.all([
    ctx.db.kysely.selectFrom("search_item").select((eb) => eb.fn.countAll<number>().as("n")).where("doc_type", "=", 0).executeTakeFirstOrThrow(),
    backend.termWindows(plans, documentsOnly, TERM_WINDOW),
  ]);
  const total = Number(counted.n);
  const scores = new Map<number, number>();
  let whole = 0;
  for (const { keys, matches } of windows) {
    const weight = idf(total, matches);
    if (matches > 0) whole += weight;
    for (const key of keys) scores.set(key, (scores.get(key) ?? 0) + weight);
  }
  const best = [...scores.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]).slice(0, limit);
  return new Map(best.map(([key, score]) => [key, whole > 0 ? score / whole : 0]));
}
