/**
 * Every repository path the docs cite exists (ARCHITECTURE.md, README.md, docs/*.md).
 *
 * What counts as a cited path: a word of an inline code span (`…`, outside fenced blocks; a span holding a command
 * is split at spaces, so `npx vitest run e2e/search.e2e.ts` cites e2e/search.e2e.ts) that
 *  - contains a "/" or ends in a known extension (.ts .tsx .mjs .js .sh .md .json .css .yml .yaml .txt .lua), and
 *  - is made of path characters only (letters, digits, _ . - @ /), so no URL, placeholder (<id>), glob (*), space or
 *    option; and does not start with "/" (site paths and API routes such as /api/v1/… are not files), nor with "@"
 *    (package names), nor is a MIME type (image/webp: a MIME prefix without a known extension), nor has no letter at
 *    all (0/1, 100.64/10);
 *  - is not under a folder the build makes (dist/, build/, node_modules/, web-build/): those are not in the checkout.
 * Relative Markdown links ([text](docs/search.md)) count too; they resolve from the folder of the file that holds them.
 *
 * How a cited path resolves: a path with a "/" must exist under one of these roots (a trailing "/" asks for a
 * folder): the repository root, apps/server/src/, apps/server/src/modules/, apps/web/app/, packages/contract/src/.
 * So the docs write `modules/search/`, `search/backend/match-set.ts`, `web/page-cache.ts`, `features/chat/` or
 * `rules/recharge.ts`, never a path relative to a folder the text happens to be talking about. A bare file name
 * (routes.ts, quote-vip.ts) names a file in context: it must be the name of some file of the checkout.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "..");
const roots = ["", "apps/server/src/", "apps/server/src/modules/", "apps/web/app/", "packages/contract/src/"];
const extensions = ["ts", "tsx", "mjs", "js", "sh", "md", "json", "css", "yml", "yaml", "txt", "lua"];
const generatedFolders = new Set(["dist", "build", "node_modules", "web-build"]);
const mimePrefixes = ["image/", "text/", "application/", "audio/", "video/", "font/", "multipart/"];
const skippedWhenListing = new Set([".git", "node_modules", "dist", "build", "test-results", "data"]);

function docFiles(): string[] {
  const docsDir = path.join(repoRoot, "docs");
  const notes = fs.existsSync(docsDir) ? fs.readdirSync(docsDir).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`) : [];
  return ["ARCHITECTURE.md", "README.md", ...notes];
}

function looksLikePath(token: string): boolean {
  if (!/^[A-Za-z0-9_.@/-]+$/.test(token) || !/[A-Za-z]/.test(token)) return false;
  if (token.startsWith("/") || token.startsWith("@") || token.startsWith(".")) return false;
  if (token.split("/").some((segment) => generatedFolders.has(segment))) return false;
  const hasExtension = extensions.some((ext) => token.endsWith(`.${ext}`));
  if (!hasExtension && mimePrefixes.some((prefix) => token.startsWith(prefix))) return false;
  return token.includes("/") || hasExtension;
}

function inlineCode(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/`([^`\n]+)`/g)].flatMap((match) => match[1].trim().split(/\s+/));
}

function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]+`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split("#")[0])
    .filter((target) => target !== "" && !/^[a-z]+:/i.test(target));
}

function everyFileName(dir: string, names = new Set<string>()): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skippedWhenListing.has(entry.name)) continue;
    if (entry.isDirectory()) everyFileName(path.join(dir, entry.name), names);
    else names.add(entry.name);
  }
  return names;
}

function existsUnderARoot(cited: string): boolean {
  const wantsFolder = cited.endsWith("/");
  return roots.some((root) => {
    const full = path.join(repoRoot, root, cited);
    if (!fs.existsSync(full)) return false;
    return wantsFolder ? fs.statSync(full).isDirectory() : true;
  });
}

describe("paths cited by the docs", () => {
  const fileNames = everyFileName(repoRoot);
  const cited: Array<{ doc: string; path: string; exists: boolean }> = [];
  for (const doc of docFiles()) {
    const markdown = fs.readFileSync(path.join(repoRoot, doc), "utf8");
    for (const token of inlineCode(markdown).filter(looksLikePath)) {
      cited.push({ doc, path: token, exists: token.includes("/") ? existsUnderARoot(token) : fileNames.has(token) });
    }
    for (const link of relativeLinks(markdown)) {
      cited.push({ doc, path: link, exists: fs.existsSync(path.resolve(path.dirname(path.join(repoRoot, doc)), link)) });
    }
  }

  it("finds many paths, so the check is not vacuous", () => {
    expect(new Set(cited.map((c) => c.path)).size).toBeGreaterThan(150);
    expect(new Set(cited.map((c) => c.doc)).size).toBeGreaterThanOrEqual(10);
  });

  it("names only paths that exist", () => {
    const missing = cited.filter((c) => !c.exists).map((c) => `${c.doc}: ${c.path}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
