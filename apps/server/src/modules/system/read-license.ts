import { readFile } from "node:fs/promises";
import path from "node:path";
import type { License } from "@wenku/contract";
import { repoRoot } from "./running-version.js";

const LICENSE_FILES = ["LICENSE", "LICENSE.md", "LICENSE.txt", "COPYING"];
const NONE_DECLARED = "本项目尚未声明开源许可证";

// A licence file that is absent or unreadable is no licence: the next name is tried.
const readText = (file: string) => readFile(file, "utf8").catch(() => undefined);

async function declaredSpdx(root: string): Promise<string> {
  const text = await readText(path.join(root, "package.json"));
  if (!text) return "";
  try {
    const license = (JSON.parse(text) as { license?: unknown }).license;
    return typeof license === "string" && license !== "UNLICENSED" ? license : "";
  } catch {
    return "";
  }
}

/**
 * GET /api/v1/license: the open-source licence the project is published under — the `license` of its package.json
 * and the text of its LICENSE file. An open-source install has no user, document or time limit (all 0).
 */
export async function readLicense(root = repoRoot): Promise<License> {
  let text = "";
  for (const name of LICENSE_FILES) {
    text = (await readText(path.join(root, name)))?.trim() ?? "";
    if (text) break;
  }
  const type = await declaredSpdx(root);
  const firstLine = text.split("\n", 1)[0]?.trim() ?? "";
  return {
    type, title: firstLine || type || NONE_DECLARED, text, domain: "", addr: "", max_users: 0, max_docs: 0, max_articles: 0, expired_at: 0,
  };
}
