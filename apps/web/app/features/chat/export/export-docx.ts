import { chatEndpoints, type ApiBodyOf, type ChatReference } from "@wenku/contract";
import { ApiError } from "../../../lib/api-client";
import { readSession } from "../../../lib/session-store";
import { zh } from "../../../locales/zh-CN";
import { dispositionFilename } from "./disposition-filename";
import { saveBlob } from "./save-blob";

/**
 * The answer as Markdown for Word: its `[^n]` markers become footnotes naming the cited document and page
 * (pandoc turns Markdown footnotes into Word footnotes).
 */
export function answerMarkdownForWord(content: string, references: ChatReference[]): string {
  const notes = references.map((r) => `[^${r.n}]: ${r.title}，${zh.chat.page(r.page)}`);
  return notes.length ? `${content.trimEnd()}\n\n${notes.join("\n")}\n` : content;
}

/**
 * POST /api/v1/markdown2docx and save the reply under the name the server gives it (the conversation's title and
 * the day); rejects with the server's message.
 */
export async function exportDocx(markdown: string, title: string): Promise<void> {
  const token = readSession().token;
  const body: ApiBodyOf<typeof chatEndpoints.exportDocx> = { markdown, title };
  const response = await fetch(chatEndpoints.exportDocx.path, {
    method: chatEndpoints.exportDocx.method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).catch((error: Error) => {
    throw new ApiError(0, error.message);
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    let message = "";
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? "";
    } catch {
      /* no JSON body */
    }
    throw new ApiError(response.status, message);
  }
  saveBlob(await response.blob(), dispositionFilename(response.headers.get("content-disposition")) ?? "document.docx");
}
