import { constants, type ApiQueryOf, type ApiReplyOf, type ApiRoute } from "@wenku/contract";
import { encodeQuery } from "./api-client";
import { readSession } from "./session-store";

/** A reply to a file upload: the response, its text, and that text as JSON ({} when empty or not JSON). */
export interface FileReply<T> {
  response: Response;
  text: string;
  body: T;
}

/** A failed upload answers in the spec's error format instead of the route's reply. */
type UploadReply<T extends ApiRoute> = Partial<ApiReplyOf<T>> & { message?: string };

/**
 * Posts one file as multipart field `file` to an upload route of the contract, with the member's token, aborted
 * after the usual request timeout. Network errors and the abort are thrown as they come.
 */
export async function postFile<T extends ApiRoute & { multipart: true }>(route: T, file: File, query?: ApiQueryOf<T>): Promise<FileReply<UploadReply<T>>> {
  const path = route.path + encodeQuery(query);
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
    let body: UploadReply<T> = {};
    try {
      body = text ? (JSON.parse(text) as UploadReply<T>) : {};
    } catch {
      body = {};
    }
    return { response, text, body };
  } finally {
    clearTimeout(timer);
  }
}
