import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

/**
 * Synthetic text for benchmarks: Chinese words drawn by their corpus frequency in jieba's dictionary (a natural
 * Zipf distribution) mixed with common English words, from a seeded generator so that runs are comparable.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Chinese words with their corpus frequencies from jieba's dictionary: a natural Zipf distribution. */
export function chineseVocabulary(size = 50_000): { words: string[]; cumulative: Float64Array } {
  const require = createRequire(path.join(ROOT, "apps/server/package.json"));
  const dictFile = path.join(path.dirname(require.resolve("@node-rs/jieba/package.json")), "dict.txt");
  const entries: Array<[string, number]> = [];
  for (const line of fs.readFileSync(dictFile, "utf8").split("\n")) {
    const [word, freq] = line.split(" ");
    if (word && freq && /^[\u4e00-\u9fff]+$/.test(word)) entries.push([word, Number(freq)]);
  }
  entries.sort((a, b) => b[1] - a[1]);
  const top = entries.slice(0, size);
  const cumulative = new Float64Array(top.length);
  let sum = 0;
  top.forEach(([, f], i) => (cumulative[i] = sum += f));
  return { words: top.map(([w]) => w), cumulative };
}

export const englishWords = (
  "the of and to in is for that on with as by this be are from at an it or which data system model learning network " +
  "software design management research analysis performance security cloud server database python java linux web " +
  "application development algorithm machine deep neural training test report market finance energy health " +
  "education policy quality process control service user interface protocol storage memory kernel compiler function " +
  "variable structure open source edge computing container cluster latency throughput index query cache thread"
).split(" ");

/** Sentences of Chinese words (sometimes a number) and, one time in seven, a run of English words. */
export function textGenerator(seed: number) {
  const rnd = random(seed);
  const { words, cumulative } = chineseVocabulary();
  const total = cumulative[cumulative.length - 1];
  const chinese = () => {
    const x = rnd() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo];
  };
  const english = () => englishWords[Math.min(englishWords.length - 1, Math.floor(rnd() ** 2.2 * englishWords.length))];
  const sentence = () => {
    if (rnd() < 0.15) return ` ${Array.from({ length: 2 + Math.floor(rnd() * 8) }, english).join(" ")} `;
    let s = "";
    for (let n = 4 + Math.floor(rnd() * 12); n > 0; n--) s += chinese();
    if (rnd() < 0.1) s += String(Math.floor(rnd() * 3000));
    return s + (rnd() < 0.7 ? "，" : "。");
  };
  return { rnd, chinese, english, sentence };
}
