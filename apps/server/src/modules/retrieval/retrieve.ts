import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { EXCERPT_CHARS, excerptOf, type Excerpt } from "./excerpt.js";
import { fullTextPages } from "./full-text-pages.js";
import { fuseRankings } from "./fuse-rankings.js";
import { nearestReadablePages, type NearestReadablePages } from "./nearest-readable-pages.js";
import { keyOf } from "./vector-page-texts.js";
import type { VectorPage } from "./vector-pages.js";

export interface RetrievedPage {
  documentId: number;
  uuid: string;
  title: string;
  page: number;
  /** 0–1, 2 decimals, best first */
  score: number;
  /** the page excerpt given to the model: at most EXCERPT_CHARS characters around the best-matching passage */
  content: string;
  /** offsets of `content` in the page text */
  start: number;
  end: number;
}

export interface RetrievalRequest {
  query: string;
  size: number;
  /** Only this document ("ask this document"). */
  documentId?: number;
  /** "full-text": leave embeddings out even when they exist (hybrid is the default whenever they do). */
  mode?: "hybrid" | "full-text";
  /**
   * The question goes to the embedding provider only once this settles (a chat message's quota reservation);
   * should it fail, retrieval goes on with full text alone and no provider is called.
   */
  embedAfter?: Promise<unknown>;
}

export const MAX_RETRIEVED = 50;

const noVectors = (): NearestReadablePages => ({ pages: [], readable: new Map(), texts: new Map() });

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The window of EXCERPT_CHARS around a passage found by its vector. */
function aroundPassage(text: string, passage: VectorPage): Excerpt {
  const middle = Math.floor((passage.start + passage.end) / 2);
  const start = Math.max(0, Math.min(middle - EXCERPT_CHARS / 2, text.length - EXCERPT_CHARS));
  const end = Math.min(text.length, start + EXCERPT_CHARS);
  return { start, end, content: text.slice(start, end) };
}

/**
 * The pages that best answer a question in natural language, among the text the asker may read (a document's
 * pages beyond its preview only for its owner, buyers and administrators): full-text retrieval, fused by
 * reciprocal rank with the pages nearest by embedding whenever an embedding model has embedded documents; each
 * page cut to an excerpt around its best passage.
 */
export async function retrievePages(ctx: AppContext, actor: Actor, request: RetrievalRequest): Promise<RetrievedPage[]> {
  return (await retrieveWithTotal(ctx, actor, request)).pages;
}

/** retrievePages, with how many pages were found at all (`total`). */
export async function retrieveWithTotal(ctx: AppContext, actor: Actor, request: RetrievalRequest): Promise<{ total: number; pages: RetrievedPage[] }> {
  const size = Math.min(Math.max(Math.floor(request.size), 1), MAX_RETRIEVED);
  // The vector branch starts first: its provider call and its search (in the vector index's thread, or PostgreSQL)
  // then run while the full-text branch, which yields between its steps, works on this thread.
  const vectorBranch =
    request.mode === "full-text"
      ? Promise.resolve(noVectors())
      : nearestReadablePages(ctx, actor, { question: request.query, size, documentId: request.documentId, embedAfter: request.embedAfter });
  const [fullText, nearest] = await Promise.all([fullTextPages(ctx, actor, request.query, request.documentId), vectorBranch]);
  const readable = new Map([...nearest.readable, ...fullText.readable]);
  const vectors = nearest.pages;
  const textual = new Map(fullText.pages.map((p) => [keyOf(p.documentId, p.page), p]));
  const byVector = new Map(vectors.map((v) => [keyOf(v.documentId, v.page), v]));
  // Each retriever gives its best `size` hits and reciprocal rank fusion merges them (equal weights): a page both
  // find rises, and a page only one finds can still enter, but neither retriever's long tail outvotes the other's best.
  const ranked =
    vectors.length === 0
      ? fullText.pages.map((p) => ({ key: keyOf(p.documentId, p.page), score: p.score }))
      : fuseRankings([
          { keys: fullText.pages.slice(0, size).map((p) => keyOf(p.documentId, p.page)), weight: 1 },
          { keys: vectors.slice(0, size).map((v) => keyOf(v.documentId, v.page)), weight: 1 },
        ]);
  const chosen = ranked.slice(0, size).map(({ key, score }) => {
    const [documentId, page] = key.split(":").map(Number) as [number, number];
    return { key, score, documentId, page, doc: readable.get(documentId)! };
  });
  const best = chosen.map(({ key, score, documentId, page, doc }): RetrievedPage => {
    const found = textual.get(key);
    const excerpt = found ? excerptOf(found.text, found.hits, fullText.weights) : aroundPassage(nearest.texts.get(key) ?? "", byVector.get(key)!);
    return { documentId, uuid: doc.uuid, title: doc.title, page, score: round2(score), content: excerpt.content, start: excerpt.start, end: excerpt.end };
  });
  return { total: new Set([...textual.keys(), ...byVector.keys()]).size, pages: best };
}
