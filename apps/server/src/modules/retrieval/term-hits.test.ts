import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeText, normalizeWithOrigin } from "../search/text/normalize.js";
import { scanRuns } from "../search/text/runs.js";
import { questionTerms, stemOf, type QuestionTerm } from "./question-terms.js";
import { findTermHits, type TermHits } from "./term-hits.js";

const fixtures = path.resolve(import.meta.dirname, "../../test/fixtures/real");
const pages = ["vimtutor.txt", "markup-and-code.txt", "help.zh_CN.txt", "manpages-zh.txt", "README.md"]
  .map((name) => fs.readFileSync(path.join(fixtures, name), "utf8"))
  .flatMap((text) => text.match(/[\s\S]{1,1500}/g) ?? []);

/** Every run of the page compared with every term, as retrieval first did: the reference the probes must equal. */
function scannedTermHits(text: string, terms: QuestionTerm[]): TermHits {
  const { text: page, origin } = normalizeWithOrigin(text);
  const hits: TermHits = terms.map(() => []);
  terms.forEach((term, i) => {
    if (term.kind !== "cjk") return;
    for (let at = page.indexOf(term.text); at >= 0; at = page.indexOf(term.text, at + term.text.length)) hits[i].push([origin[at], origin[at + term.text.length]]);
  });
  for (const run of scanRuns(page)) {
    if (run.kind === "cjk") continue;
    const key = run.kind === "word" ? stemOf(run.text) : run.text;
    terms.forEach((term, i) => {
      if (term.kind === run.kind && term.key === key) hits[i].push([origin[run.start], origin[run.end]]);
    });
  }
  return hits;
}

describe("term hits", () => {
  it("finds exactly what scanning every word finds, for every word and number of real pages as a term", () => {
    const words = new Set<string>();
    for (const page of pages) for (const run of scanRuns(normalizeText(page))) if (run.kind !== "cjk") words.add(run.text);
    const terms = [...words].flatMap((word) => questionTerms(word)).filter((t) => t.kind !== "cjk");
    expect(terms.length).toBeGreaterThan(1000);
    let compared = 0;
    for (let i = 0; i < terms.length; i += 12) {
      const batch = terms.slice(i, i + 12);
      for (const page of pages) {
        const stems = new Map<string, string>();
        expect(findTermHits(page, batch, stems)).toEqual(scannedTermHits(page, batch));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("matches stems, numbers, negations and Chinese words with their offsets in the original text", () => {
    const text = "Ｈappy users were happily moving; the 12 movers moved don't move 123 or 12x. 不要撤消撤消";
    const terms = questionTerms("happy move 12 not 撤消");
    const hits = findTermHits(text, terms, new Map());
    const spans = (i: number) => hits[i].map(([s, e]) => text.slice(s, e));
    expect(terms.map((t) => t.key)).toEqual(["happi", "move", "12", "not", "撤消"]);
    expect(spans(0)).toEqual(["Ｈappy"]);
    expect(spans(1)).toEqual(["moving", "moved", "move"]);
    expect(spans(2)).toEqual(["12", "12"]);
    expect(spans(3)).toEqual(["don"]);
    expect(spans(4)).toEqual(["撤消", "撤消"]);
  });
});
