import { chatStreamLineSchema, type ChatStreamLine } from "@wenku/contract";

/**
 * Splits a byte stream of newline-delimited JSON into complete lines: bytes are decoded as UTF-8 across chunk
 * boundaries, a line is yielded once its newline arrives, and a last line without one when the stream ends.
 */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) yield line;
        newline = buffer.indexOf("\n");
      }
      if (done) break;
    }
    const rest = buffer.trim();
    if (rest) yield rest;
  } finally {
    reader.releaseLock();
  }
}

/** One line of the chat stream, or null for a line that is not JSON or not of a known type (skipped). */
export function parseStreamLine(line: string): ChatStreamLine | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const parsed = chatStreamLineSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
