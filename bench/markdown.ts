/**
 * The Markdown complexity check against the render it guards (npm run bench:markdown).
 *
 * Every article, comment and chat answer is checked (`markdownComplexityProblem`, packages/contract/src/rules/
 * markdown-complexity.ts) before anything renders it, in the server and in the browser's preview, so the check must
 * cost little whatever it is given. Timed here, in this process, by its CPU time: the check on each input of
 * markdown-complexity-fixtures.ts whose parsing grows faster than its length (200,000 characters, the longest
 * article; each must be refused with its reason) and on what people write (this repository's Markdown, a long
 * technical article: each must be accepted); the fastest of WENKU_BENCH_ROUNDS (5) after one warm-up pass, as a
 * running server has compiled the check already. The baseline, in the same run: the server's render
 * (`renderMarkdown`: micromark, highlighting, KaTeX, sanitizing) of the technical article at
 * WENKU_BENCH_ARTICLE_CHARS (200,000) characters, the fastest of up to three renders after a shorter one. Printed
 * last: the slowest refused input's time against the goal of 100 ms and as a share of that render.
 */
import { markdownComplexityProblem } from "@wenku/contract";
import { renderMarkdown } from "../apps/server/src/markdown/render-markdown.js";
import { pathologicalInputs, realMarkdown, technicalArticle } from "../packages/contract/src/rules/markdown-complexity-fixtures.js";

const rounds = Number(process.env.WENKU_BENCH_ROUNDS ?? 5);
const articleChars = Number(process.env.WENKU_BENCH_ARTICLE_CHARS ?? 200_000);
const GOAL_MS = 100;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The fastest of `times` runs of `run`, in ms of this process's CPU. */
function fastest(times: number, run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const started = cpuMs();
    run();
    best = Math.min(best, cpuMs() - started);
  }
  return best;
}

const pad = (text: string, width: number) => text + " ".repeat(Math.max(0, width - text.length));

function main() {
  for (const [, source] of pathologicalInputs) markdownComplexityProblem(source);
  console.log(`the check, CPU of the fastest of ${rounds} rounds after one warm-up:`);
  let slowest = { name: "", ms: 0 };
  for (const [name, source, reason] of pathologicalInputs) {
    const problem = markdownComplexityProblem(source);
    if (problem !== reason) throw new Error(`${name}: the check answered ${String(problem)}, not ${reason}`);
    const ms = fastest(rounds, () => markdownComplexityProblem(source));
    if (ms > slowest.ms) slowest = { name, ms };
    console.log(`  refused   ${pad(name, 40)} ${source.length.toLocaleString("en")} characters  ${ms.toFixed(1)} ms`);
  }
  for (const [name, source] of Object.entries(realMarkdown())) {
    const problem = markdownComplexityProblem(source);
    if (problem !== undefined) throw new Error(`${name}: the check refused it (${problem})`);
    const ms = fastest(rounds, () => markdownComplexityProblem(source));
    console.log(`  accepted  ${pad(name, 40)} ${source.length.toLocaleString("en")} characters  ${ms.toFixed(1)} ms`);
  }
  // The article repeats one section of about 500 characters; as many as make the length asked for.
  const article = technicalArticle(Math.ceil(articleChars / 400)).slice(0, articleChars);
  if (markdownComplexityProblem(article) !== undefined) throw new Error("the technical article was refused by the check");
  renderMarkdown(article.slice(0, Math.ceil(articleChars / 10)));
  const renderMs = fastest(Math.min(rounds, 3), () => renderMarkdown(article));
  console.log(`render of the technical article (${article.length.toLocaleString("en")} characters): ${renderMs.toFixed(0)} ms CPU`);
  console.log(
    `markdown check, slowest of ${pathologicalInputs.length} refused inputs (${slowest.name}): ${slowest.ms.toFixed(1)} ms CPU (goal <= ${GOAL_MS} ms)` +
      `; ${(slowest.ms / renderMs).toFixed(3)} of the article's render`,
  );
}

main();
