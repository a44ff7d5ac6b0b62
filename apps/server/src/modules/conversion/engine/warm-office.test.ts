import { execFile, spawn } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGbk, writeDocx, writePptx, writeXlsx } from "../../../../../../bench/convert-engine-fixtures/index.js";
import { convertOfficeToPdf } from "./office-to-pdf.js";
import { ConversionError } from "./types.js";
import { convertWithWarmOffice, startWarmOffice, stopWarmOffice, warmOfficePid } from "./warm-office.js";

const run = promisify(execFile);
const REAL = join(import.meta.dirname, "../../../test/fixtures/real");
let dir: string;
const sources: Record<string, string> = {};

/** Every page's text as mutool reads it, whitespace folded. */
async function pdfTexts(pdf: string): Promise<string[]> {
  const { stdout } = await run("mutool", ["draw", "-q", "-F", "txt", "-o", "-", pdf], { maxBuffer: 64 * 1024 * 1024 });
  return stdout.split("\f").map((page) => page.replace(/\s+/g, " ").trim()).filter(Boolean);
}

async function convertCold(name: string): Promise<string[]> {
  process.env.WENKU_WARM_OFFICE = "off";
  try {
    const work = await mkdtemp(join(dir, `cold-${name}-`));
    return await pdfTexts(await convertOfficeToPdf(sources[name], name.slice(name.lastIndexOf(".")), work, { timeoutMs: 120_000 }));
  } finally {
    delete process.env.WENKU_WARM_OFFICE;
  }
}

async function convertWarm(name: string): Promise<string[]> {
  const target = join(dir, `warm-${name}.pdf`);
  const ext = name.slice(name.lastIndexOf("."));
  const filter = ext === ".txt" ? { name: "Text (encoded)", options: "GB_18030,LF,," } : ext === ".csv" ? { name: "CSV", options: "44,34,76" } : undefined;
  expect(await convertWithWarmOffice({ source: sources[name], target, filter }, { timeoutMs: 120_000 })).toBe("converted");
  return pdfTexts(target);
}

/** Resolves once no process of the group is left (a group that outlives `ms` fails the test). */
async function groupEnds(pgid: number, ms = 60_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-warm-office-"));
  Object.assign(sources, {
    "report.docx": join(dir, "report.docx"),
    "slides.pptx": join(dir, "slides.pptx"),
    "book.xlsx": join(dir, "book.xlsx"),
    "gbk.txt": join(dir, "gbk.txt"),
    "cities.csv": join(dir, "cities.csv"),
    "idxexample.docx": join(dir, "idxexample.docx"),
    "idxexample.odt": join(dir, "idxexample.odt"),
  });
  await writeDocx(sources["report.docx"], [["第一页：春眠不觉晓 <tag> & \"quotes\"", "page one"], ["第二页：处处闻啼鸟", "page two"]]);
  await writePptx(sources["slides.pptx"], [["幻灯片一：白日依山尽", "Slide one"], ["幻灯片二：黄河入海流", "Slide two"]]);
  await writeXlsx(sources["book.xlsx"], [{ name: "销售", rows: [["产品", "数量"], ["苹果", 3]] }, { name: "库存", rows: [["仓库", "北京"]] }]);
  await writeFile(sources["gbk.txt"], encodeGbk("国标编码的文本：海内存知己，天涯若比邻。"));
  await writeFile(sources["cities.csv"], "城市,人口\n上海市,2487\n北京市,2189\n");
  await copyFile(join(REAL, "idxexample.docx"), sources["idxexample.docx"]);
  await copyFile(join(REAL, "idxexample.odt"), sources["idxexample.odt"]);
  expect(await startWarmOffice()).toBe(true);
}, 120_000);

afterAll(async () => {
  stopWarmOffice();
  await rm(dir, { recursive: true, force: true });
});

describe("the warm LibreOffice", () => {
  it("converts documents, slides, sheets, GB 18030 text, CSV and real files to the same pages and text as a fresh soffice, in one process", async () => {
    const pids = new Set<number | undefined>();
    for (const name of Object.keys(sources)) {
      const warm = await convertWarm(name);
      pids.add(warmOfficePid());
      expect(warm.length, name).toBeGreaterThan(0);
      expect(warm, name).toEqual(await convertCold(name));
    }
    expect(pids.size).toBe(1);
    expect([...pids][0]).toBeGreaterThan(0);
    expect((await convertWarm("report.docx")).join(" ")).toContain('<tag> & "quotes"');
  }, 300_000);

  it("leaves a file it cannot load to the cold path and keeps serving", async () => {
    const pid = warmOfficePid();
    const missing = { source: join(dir, "missing.docx"), target: join(dir, "missing.pdf") };
    expect(await convertWithWarmOffice(missing, { timeoutMs: 60_000 })).toBe("failed");
    expect((await convertWarm("cities.csv")).join(" ")).toContain("城市 人口 上海市 2487 北京市 2189");
    expect(warmOfficePid()).toBe(pid);
  }, 120_000);

  it("ends LibreOffice when a conversion outlasts its step or is aborted, and starts a new one for the next document", async () => {
    const pid = (warmOfficePid())!;
    const request = { source: sources["idxexample.docx"], target: join(dir, "late.pdf") };
    const late = await convertWithWarmOffice(request, { timeoutMs: 1 }).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(ConversionError);
    expect((late as ConversionError).retryable).toBe(true);
    expect((late as ConversionError).message).toMatch(/^转换超时：soffice 超过 0 秒未完成/);
    expect(await groupEnds(pid)).toBe(true);

    expect(await startWarmOffice()).toBe(true);
    const controller = new AbortController();
    controller.abort();
    const aborted = await convertWithWarmOffice(request, { timeoutMs: 60_000, signal: controller.signal }).catch((error: unknown) => error);
    expect((aborted as ConversionError).message).toBe("转换已取消 (conversion aborted)");

    expect((await convertWarm("cities.csv")).join(" ")).toContain("城市 人口 上海市 2487 北京市 2189");
    expect(warmOfficePid()).not.toBe(pid);
  }, 180_000);

  it("never outlives its server: a process that ends on its own leaves no LibreOffice, nor one that is killed", async () => {
    const script = join(dir, "convert-once.mts");
    await writeFile(
      script,
      `import { convertWithWarmOffice, startWarmOffice, warmOfficePid } from ${JSON.stringify(join(import.meta.dirname, "warm-office.ts"))};
await startWarmOffice();
const outcome = await convertWithWarmOffice({ source: process.argv[2], target: process.argv[3] }, { timeoutMs: 120_000 });
console.log(JSON.stringify({ outcome, pid: warmOfficePid() }));
if (process.argv[4] === "stay") setInterval(() => undefined, 1000);
`,
    );
    const start = (name: string, mode: string) =>
      spawn(process.execPath, ["--conditions=wenku-source", "--import", "tsx", script, sources["cities.csv"], join(dir, `${name}.pdf`), mode], {
        stdio: ["ignore", "pipe", "inherit"],
      });
    const firstLine = (child: ReturnType<typeof start>) =>
      new Promise<{ outcome: string; pid: number }>((resolve, reject) => {
        child.stdout.once("data", (chunk: Buffer) => resolve(JSON.parse(chunk.toString()) as { outcome: string; pid: number }));
        child.once("exit", (code) => reject(new Error(`exited with ${code} before converting`)));
      });
    // A profile left by a server that ended (a pid no process has now): the next start of a host sweeps it.
    const ended = spawn("true");
    await new Promise((resolve) => ended.once("exit", resolve));
    const stale = join(tmpdir(), `wenku-office-${ended.pid}-stale`);
    await mkdir(join(stale, "profile"), { recursive: true });
    const profilesOf = async (pid: number | undefined) => (await readdir(tmpdir())).filter((name) => name.startsWith(`wenku-office-${pid}-`));

    const ending = start("ends", "end");
    const endedOnItsOwn = await firstLine(ending);
    expect(endedOnItsOwn.outcome).toBe("converted");
    expect(await new Promise((resolve) => ending.once("exit", resolve))).toBe(0);
    expect(await groupEnds(endedOnItsOwn.pid)).toBe(true);
    await expect.poll(() => profilesOf(ended.pid), { timeout: 10_000 }).toEqual([]);
    // Its profile stays until a host starts: the next one here, or one that a test running beside this file starts
    // first (any host sweeps the profiles of processes that no longer exist).
    expect((await profilesOf(ending.pid)).length).toBeLessThanOrEqual(1);

    const staying = start("killed", "stay");
    const killed = await firstLine(staying);
    expect(killed.outcome).toBe("converted");
    await expect.poll(() => profilesOf(ending.pid), { timeout: 10_000 }).toEqual([]);
    staying.kill("SIGKILL");
    expect(await groupEnds(killed.pid)).toBe(true);
    for (const name of await profilesOf(staying.pid)) await rm(join(tmpdir(), name), { recursive: true, force: true });
  }, 180_000);

  it("stops after the idle time it is given", async () => {
    process.env.WENKU_WARM_OFFICE_IDLE_SECONDS = "0.2";
    try {
      await convertWarm("cities.csv");
      const pid = (warmOfficePid())!;
      expect(await groupEnds(pid)).toBe(true);
      expect(warmOfficePid()).toBeUndefined();
    } finally {
      delete process.env.WENKU_WARM_OFFICE_IDLE_SECONDS;
    }
  }, 120_000);
});
