/**
 * Engine-level benchmark (the product benchmark is bench/convert.ts): converts one generated multi-page PDF with
 * convertDocument and compares it with a bare `mutool convert` of the same file, sampling the resident memory of
 * this process plus every child process.
 *
 *   node --conditions=wenku-source --import tsx bench/convert-engine.ts [--pages 2000] [--kind latin|cjk|mixed] [--concurrency N]
 *
 * "cjk" pages come from LibreOffice (embedded Noto CJK subsets, like real Chinese documents); "latin" pages
 * from the built-in PDF writer (fast to generate for any page count); "mixed" is "latin" with every 20th page a
 * scanned image (WebP + OCR). Generated PDFs are cached in the temp folder.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs, promisify } from "node:util";
import { measureRawMutool } from "./convert-support/raw-mutool-baseline.js";
import {
  cpuSecondsIncludingChildren,
  renderScannedPageJpeg,
  runConversion,
  watchPeakRss,
  writeFixturePdf,
} from "./convert-engine-fixtures/index.js";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "2000" },
    kind: { type: "string", default: "latin" },
    concurrency: { type: "string", default: String(availableParallelism()) },
  },
});
const pageCount = Number(values.pages);
const concurrency = Number(values.concurrency);
const POEM = "床前明月光，疑是地上霜。举头望明月，低头思故乡。";

async function makePdf(dir: string): Promise<string> {
  const cached = join(tmpdir(), `wenku-bench-${values.kind}-${pageCount}.pdf`);
  if (existsSync(cached)) return cached;
  if (values.kind === "cjk") {
    const text = join(dir, `bench-${pageCount}.txt`);
    const pages = Array.from({ length: pageCount }, (_, page) =>
      Array.from({ length: 30 }, (_, line) => `第${page + 1}页 第${line + 1}行 ${POEM}`).join("\n"),
    );
    await writeFile(text, pages.join("\n\f"));
    const profile = `file://${join(dir, "lo-profile")}`;
    await promisify(execFile)(
      "soffice",
      [`-env:UserInstallation=${profile}`, "--headless", "--convert-to", "pdf", "--outdir", dir, "--infilter=Text (encoded):UTF8,LF,,", text],
      { env: { ...process.env, HOME: dir }, timeout: 30 * 60 * 1000 },
    );
    await copyFile(join(dir, `bench-${pageCount}.pdf`), cached);
  } else if (values.kind === "mixed") {
    const scan = await renderScannedPageJpeg(["扫描页 Scanned page", "知识就是力量"]);
    await writeFixturePdf(cached, pageCount, (index) =>
      index % 20 === 19
        ? { kind: "jpeg", ...scan }
        : { kind: "text", lines: Array.from({ length: 40 }, (_, line) => `Page ${index + 1} line ${line + 1}: mixed document`) },
    );
  } else {
    await writeFixturePdf(cached, pageCount, (index) => ({
      kind: "text",
      lines: Array.from({ length: 40 }, (_, line) => `Page ${index + 1} line ${line + 1}: the quick brown fox jumps over the lazy dog`),
    }));
  }
  return cached;
}

const dir = await mkdtemp(join(tmpdir(), "wenku-bench-engine-"));
try {
  const pdf = await makePdf(dir);
  const stopWatching = watchPeakRss();
  const cpuBeforeEngine = cpuSecondsIncludingChildren();
  const run = await runConversion(pdf, dir, { concurrency, stepTimeoutMs: 10 * 60 * 1000 });
  const engineCpu = cpuSecondsIncludingChildren() - cpuBeforeEngine;
  const peakBytes = stopWatching();
  const firstPage = run.events[1] === "page:1" ? `reported first, after ${run.firstPageSeconds.toFixed(2)} s` : "NOT first";
  await mkdir(join(dir, "raw"), { recursive: true });
  const cpuBeforeRaw = cpuSecondsIncludingChildren();
  const rawSeconds = await measureRawMutool(pdf, join(dir, "raw"));
  const rawCpu = cpuSecondsIncludingChildren() - cpuBeforeRaw;
  const pages = run.result.pageCount;
  const formats = run.result.pages.reduce<Record<string, number>>(
    (counts, page) => ({ ...counts, [page.format]: (counts[page.format] ?? 0) + 1 }),
    {},
  );
  console.log(`pages                ${pages} (${values.kind}), concurrency ${concurrency}, page 1 ${firstPage}`);
  console.log(`engine               ${run.seconds.toFixed(2)} s wall, ${(pages / run.seconds).toFixed(1)} pages/s, ${engineCpu.toFixed(1)} CPU-s (${((engineCpu / pages) * 1000).toFixed(1)} ms/page)`);
  console.log(`raw mutool convert   ${rawSeconds.toFixed(2)} s wall, ${(pages / rawSeconds).toFixed(1)} pages/s, ${rawCpu.toFixed(1)} CPU-s (${((rawCpu / pages) * 1000).toFixed(1)} ms/page)`);
  console.log(`engine output        ${JSON.stringify(formats)}, text of all ${run.result.texts.length} pages, cover`);
  console.log(`peak RSS (tree)      ${(peakBytes / 1024 / 1024).toFixed(0)} MiB (this process + all children)`);
  console.log(`engine / raw mutool pages/s ratio: ${(rawSeconds / run.seconds).toFixed(2)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
