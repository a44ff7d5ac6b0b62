import { textGenerator } from "../bench/library-support/synthetic-text.ts";
import { cutForSearch, cutPrecise } from "../apps/server/src/modules/search/text/jieba.ts";
import { fieldTokens } from "../apps/server/src/modules/search/text/field-tokens.ts";
import { normalizeText } from "../apps/server/src/modules/search/text/normalize.ts";
const gen = textGenerator(1) as any;
const texts: string[] = [];
for (let i = 0; i < 300; i++) { let s = ""; while (s.length < 3500) s += gen.sentence(); texts.push(s); }
console.log(texts[0].slice(0, 200), texts[0].length);
const time = (name: string, f: (t: string) => unknown) => {
  for (const t of texts.slice(0, 30)) f(t);
  const s = process.cpuUsage(); for (const t of texts) f(t); const u = process.cpuUsage(s);
  console.log(name, ((u.user + u.system) / 1000 / texts.length).toFixed(3), "ms/doc");
};
time("normalize", normalizeText);
time("cutForSearch", (t) => cutForSearch(normalizeText(t)));
time("cutPrecise", (t) => cutPrecise(normalizeText(t)));
time("fieldTokens", fieldTokens);
