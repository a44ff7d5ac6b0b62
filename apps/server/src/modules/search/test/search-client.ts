import { normalizeText } from "../text/normalize.js";
import { literal, type CorpusQuery } from "./cjk-corpus.js";
import type { FixtureDocument } from "./fixture-source.js";

type Query = Record<string, string | number | Array<string | number>>;

/** The part of the test harness's server that searches use. */
interface Requester {
  request(method: string, url: string, options?: { query?: Query }): Promise<{ status: number; body: unknown; raw: string }>;
}

interface SearchHit {
  id: number;
  page: number;
  title: string;
  title_highlight: string;
  description: string;
}

/** A page of a search's reply: its document or article hits and how many match in all. */
interface SearchPage {
  document?: SearchHit[];
  article?: SearchHit[];
  total: number;
}

/** Every hit of a search, page after page (50 per page). */
export async function allHits(t: Requester, wd: string, extra: Query = {}, path = "/api/v1/document/search") {
  const hits: SearchHit[] = [];
  for (let page = 1; page < 200; page++) {
    const res = await t.request("GET", path, { query: { wd, size: 50, page, ...extra } });
    if (res.status !== 200) throw new Error(`search ${wd}: ${res.status} ${res.raw}`);
    const body = res.body as SearchPage;
    const list = body.document ?? body.article ?? [];
    hits.push(...list);
    if (list.length < 50 || hits.length >= body.total) return { hits, body };
  }
  throw new Error("too many pages");
}

export function documentText(doc: FixtureDocument): string {
  return normalizeText([doc.title, doc.keywords ?? "", doc.description ?? "", ...doc.pages].join("\n")).replace(/\s+/g, " ");
}

/** Whether a document holds the query string (whole words for words of spaced scripts). */
export function contains(doc: FixtureDocument, query: Pick<CorpusQuery, "wd" | "kind">): boolean {
  const text = documentText(doc);
  const needle = normalizeText(literal(query as CorpusQuery));
  if (query.kind === "cjk" || query.kind === "mixed") return text.includes(needle);
  const escaped = needle.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(text);
}
