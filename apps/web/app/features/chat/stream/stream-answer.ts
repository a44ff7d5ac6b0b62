import { chatEndpoints, type ApiBodyOf, type ChatStreamLine } from "@wenku/contract";
import { ApiError } from "../../../lib/api-client";
import { readSession } from "../../../lib/session-store";
import { zh } from "../../../locales/zh-CN";
import { ndjsonLines, parseStreamLine } from "./ndjson";

/** The server's words for a refused call: `message` of its JSON error body, else the body's text. */
function serverText(text: string): string {
  try {
    const data = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof data.message === "string" && data.message) return data.message;
    if (typeof data.error === "string" && data.error) return data.error;
  } catch {
    /* not JSON: the text itself */
  }
  return text;
}

/**
 * Reads the answer `id` from POST /api/v1/chat/message/stream with the member's Bearer token, calling `onLine`
 * for every line in order. Resolves when the stream ends; a non-ok status rejects with an ApiError carrying the
 * status and the server's error text (spec §8). No overall timeout: the server ends a slow answer itself
 * (`llm.message_timeout`); `signal` lets the page give up (leaving the page).
 */
export async function streamAnswer(id: number, onLine: (line: ChatStreamLine) => void, signal?: AbortSignal): Promise<void> {
  const token = readSession().token;
  let response: Response;
  try {
    const body: ApiBodyOf<typeof chatEndpoints.streamAnswer> = { id };
    response = await fetch(chatEndpoints.streamAnswer.path, {
      method: chatEndpoints.streamAnswer.method,
      headers: { "Content-Type": "application/json", Accept: "application/x-ndjson", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new ApiError(0, (error as Error).message || zh.chat.sendFailed);
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => "");
    throw new ApiError(response.status, zh.chat.streamFailed(response.status, serverText(text) || response.statusText));
  }
  for await (const raw of ndjsonLines(response.body)) {
    const line = parseStreamLine(raw);
    if (line) onLine(line);
  }
}
