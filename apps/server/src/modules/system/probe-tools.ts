import { execFile } from "node:child_process";
import { access } from "node:fs/promises";
import type { EnvDependent } from "@wenku/contract";
import { resolveExecutable } from "../conversion/engine/limited-command.js";
import { installCommand, nativeTools, type NativeTool } from "./native-tools.js";

/** A version probe that takes longer is given up (LibreOffice starts in about a second when the disk is cold). */
const PROBE_TIMEOUT_MS = 15_000;
/** The answer is kept this long: the dashboard asks on every visit, tools are installed rarely. */
const CACHE_MS = 60_000;

interface Output {
  text: string;
  error?: string;
}

/** Runs a probe without a shell, never longer than PROBE_TIMEOUT_MS; stdout and stderr together (mutool -v writes to stderr). */
function run(executable: string, args: string[]): Promise<Output> {
  return new Promise((resolve) => {
    execFile(
      executable,
      args,
      { timeout: PROBE_TIMEOUT_MS, killSignal: "SIGKILL", maxBuffer: 1024 * 1024, env: { ...process.env, LANG: "C.UTF-8" } },
      (error, stdout, stderr) => {
        const text = `${stdout}\n${stderr}`;
        // Some tools answer a version query with a non-zero exit; the text still says the version.
        if (error?.code === "ENOENT") resolve({ text: "", error: "无法运行" });
        else if (error && (error.killed || error.signal)) resolve({ text, error: `${PROBE_TIMEOUT_MS / 1000} 秒内没有响应` });
        else resolve({ text });
      },
    );
  });
}

const exists = (path: string) => access(path).then(() => true, () => false);

async function packageVersion(pkg: string): Promise<string> {
  const dpkg = resolveExecutable("dpkg-query");
  if (!dpkg) return "";
  const { text, error } = await run(dpkg, ["-W", "-f=${Version}", pkg]);
  return error ? "" : (text.trim().split(/\s/)[0] ?? "");
}

let tesseractLanguages: Promise<string[]> | undefined;

async function probe(tool: NativeTool): Promise<Pick<EnvDependent, "is_installed" | "version" | "error">> {
  const p = tool.probe;
  if (p.kind === "files") {
    for (const path of p.paths) if (await exists(path)) return { is_installed: true, version: await packageVersion(tool.packages[0]), error: "" };
    return { is_installed: false, version: "", error: `未找到字体文件（${p.paths[0]} 等）` };
  }
  if (p.kind === "tesseract-language") {
    const executable = resolveExecutable("tesseract");
    if (!executable) return { is_installed: false, version: "", error: "未安装 tesseract" };
    tesseractLanguages ??= run(executable, ["--list-langs"]).then((o) => o.text.split("\n").map((line) => line.trim()));
    const found = (await tesseractLanguages).includes(p.language);
    return found ? { is_installed: true, version: "", error: "" } : { is_installed: false, version: "", error: `tesseract 中没有 ${p.language} 语言数据` };
  }
  const executable = resolveExecutable(p.command);
  if (!executable) return { is_installed: false, version: "", error: `未找到命令 ${p.command}` };
  const { text, error } = await run(executable, p.args);
  if (error) return { is_installed: false, version: "", error: `${p.command} ${error}` };
  return { is_installed: true, version: p.version.exec(text)?.[1] ?? "", error: "" };
}

/** Probes the tools now, without the cache. */
export async function probeTools(tools: NativeTool[]): Promise<EnvDependent[]> {
  tesseractLanguages = undefined;
  const checkedAt = new Date().toISOString();
  return Promise.all(
    tools.map(async (tool) => {
      const found = await probe(tool);
      return {
        name: tool.name, description: tool.description, is_required: tool.is_required, checked_at: checkedAt,
        cmd: found.is_installed ? "" : installCommand(tool), ...found,
      };
    }),
  );
}

let cached: { at: number; envs: Promise<EnvDependent[]> } | undefined;

/** Every native tool with its version, or why it is missing and how to install it; probed at most once a minute. */
export function nativeToolStatus(): Promise<EnvDependent[]> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.envs;
  const entry = { at: Date.now(), envs: probeTools(nativeTools) };
  cached = entry;
  return entry.envs;
}
