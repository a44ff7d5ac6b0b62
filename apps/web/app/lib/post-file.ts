import { constants } from "@wenku/contract";
import { readSession } from "./session-store";

/** A reply to a file upload: the response, its text, and that text as JSON ({} when empty or not JSON). */
export interface FileReply<T> {
  response: Response;
  text: string;
  body: T;
}

/**
 * Posts one file as multipart field `file` with the member's token, aborted after the usual request timeout.
 * Network errors and the abort are thrown as they come.
 */
export async function postFile<T extends object>(path: string, file: File): Promise<FileReply<Partial<T>>> {
  const form = new FormData();
  form.append("file", file);
  const token = readSession().token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), constants.requestTimeoutMs);
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
      signal: controller.signal,
    });
    const text = await response.text();
    let body: Partial<T> = {};
    try {
      body = text ? (JSON.parse(text) as Partial<T>) : {};
    } catch {
      body = {};
    }
    return { response, text, body };
  } finally {
    clearTimeout(timer);
  }
}
