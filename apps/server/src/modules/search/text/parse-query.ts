import { CHAR_PREFIX, WORD_PREFIX, type Join } from "./field-tokens.js";
import { cutPrecise } from "./jieba.js";
import { normalizeText } from "./normalize.js";
import { and, or, phrase, token, withoutWordAlternatives, type MatchNode, type Needle, type QueryPlan } from "./query-plan.js";
import { bigrams, chars, scanRuns, type Run } from "./runs.js";

const MAX_TERMS = 10;
const MAX_RUN_CHARS = 32;
const TERM = /"([^"]+)"|“([^”]+)”|「([^」]+)」|『([^』]+)』|(\S+)/g;

interface TermParts {
  node: MatchNode;
  needles: Needle[];
  rankTokens: string[];
}

/** A Chinese word inside a longer run: exact substring, or the jieba word. */
function cjkWordNode(word: string): MatchNode {
  const cs = chars(word);
  if (cs.length === 1) return token(CHAR_PREFIX + word);
  const grams = bigrams(word);
  return or([phrase(grams, grams.slice(1).map((): Join => "run")), token(WORD_PREFIX + word)]);
}

/**
 * One run of a bare term. CJK runs of up to four characters match every place the string occurs; longer runs
 * also match documents holding all their jieba words (a query typed without spaces).
 */
function runParts(run: Run): TermParts {
  if (run.kind !== "cjk") return { node: token(run.text), needles: [{ text: run.text, whole: true }], rankTokens: [run.text] };
  const text = chars(run.text).slice(0, MAX_RUN_CHARS).join("");
  const length = chars(text).length;
  if (length <= 4) {
    return { node: cjkWordNode(text), needles: [{ text, whole: false }], rankTokens: length > 1 ? [WORD_PREFIX + text] : [] };
  }
  const words = cutPrecise(text);
  return {
    node: or([cjkWordNode(text), and(words.map(cjkWordNode))]),
    needles: [text, ...words].map((w) => ({ text: w, whole: false })),
    rankTokens: words.filter((w) => w.length > 1).map((w) => WORD_PREFIX + w),
  };
}

function bareTerm(runs: Run[]): TermParts {
  const parts = runs.map(runParts);
  return {
    node: and(parts.map((p) => p.node)),
    needles: parts.flatMap((p) => p.needles),
    rankTokens: parts.flatMap((p) => p.rankTokens),
  };
}

/**
 * A quoted phrase: its tokens at consecutive positions. A one-character CJK run can only end a phrase as a prefix
 * (the document's run may continue); at the start it is matched on its own.
 */
function quotedTerm(runs: Run[]): TermParts {
  if (runs.length === 1 && runs[0].kind === "cjk" && chars(runs[0].text).length <= 4) return bareTerm(runs);
  const parts = bareTerm(runs);
  const lead: MatchNode[] = [];
  let body = runs;
  if (body[0].kind === "cjk" && chars(body[0].text).length === 1) {
    lead.push(token(CHAR_PREFIX + body[0].text));
    body = body.slice(1);
  }
  const seq: string[] = [];
  const joins: Join[] = [];
  for (const run of body) {
    const grams = run.kind === "cjk" ? bigrams(run.text) : [run.text];
    grams.forEach((g, i) => {
      if (seq.length > 0) joins.push(i === 0 ? "gap" : "run");
      seq.push(g);
    });
  }
  const last = body[body.length - 1];
  const prefixLast = last !== undefined && last.kind === "cjk" && chars(last.text).length === 1;
  const nodes = seq.length > 0 ? [...lead, phrase(seq, joins, prefixLast)] : lead;
  return { ...parts, node: and(nodes) };
}

/** `wd` as a match plan: terms separated by spaces must all match; null when nothing searchable remains. */
export function parseQuery(wd: string): QueryPlan | null {
  const terms: TermParts[] = [];
  for (const m of wd.matchAll(TERM)) {
    if (terms.length >= MAX_TERMS) break;
    const quoted = m[1] ?? m[2] ?? m[3] ?? m[4];
    const runs = scanRuns(normalizeText(quoted ?? m[5] ?? ""));
    if (runs.length === 0) continue;
    terms.push(quoted !== undefined ? quotedTerm(runs) : bareTerm(runs));
  }
  if (terms.length === 0) return null;
  const needles = new Map<string, Needle>();
  for (const n of terms.flatMap((t) => t.needles)) needles.set(n.text, n);
  const root = and(terms.map((t) => t.node));
  return {
    root,
    filter: withoutWordAlternatives(root, WORD_PREFIX),
    needles: [...needles.values()],
    rankTokens: [...new Set(terms.flatMap((t) => t.rankTokens))],
  };
}
