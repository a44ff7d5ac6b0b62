import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runCommand } from "../conversion/engine/run-command.js";

const TIMEOUT_MS = 30_000;
const MAX_DOCX_BYTES = 64 * 1024 * 1024;

/**
 * Images become their description and raw HTML/OpenXML/TeX blocks are dropped, so that an answer cannot make
 * pandoc read a server file or fetch a URL into the document.
 */
const stripFilter = `
function Image(el) return el.caption end
function RawInline(el) return {} end
function RawBlock(el) return {} end
`;

/**
 * Markdown (tables, $…$ and $$…$$ TeX math) → .docx bytes, math as Word equations, through Debian's pandoc under
 * the conversion engine's limits (time, memory, CPU; argv, never a shell). Two passes: markdown → filtered AST,
 * then AST → docx; pandoc fetches the resources a document names before filters run, so the docx writer only
 * ever sees the AST without them.
 */
export async function markdownToDocx(markdown: string): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "wenku-docx-"));
  try {
    const input = path.join(dir, "answer.md");
    const filter = path.join(dir, "strip.lua");
    const ast = path.join(dir, "answer.json");
    await fs.writeFile(input, markdown, "utf8");
    await fs.writeFile(filter, stripFilter, "utf8");
    const options = { timeoutMs: TIMEOUT_MS, cwd: dir, failureReason: "导出失败", maxStdoutBytes: MAX_DOCX_BYTES };
    await runCommand("pandoc", ["--lua-filter", filter, "-f", "markdown+tex_math_dollars", "-t", "json", "-o", ast, "--", input], options);
    const { stdout } = await runCommand("pandoc", ["-f", "json", "-t", "docx", "-o", "-", "--", ast], options);
    return stdout;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
