import { documentEndpoints, uploadEndpoints, type ApiBodyOf, type ApiReplyOf } from "@wenku/contract";
import { ApiError, encodeQuery } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { readSession } from "../../lib/session-store";
import { zh } from "../../locales/zh-CN";

type CreateBody = ApiBodyOf<typeof documentEndpoints.create>;
export type NewDocumentItem = CreateBody["document"][number];
export type CaptchaAnswer = Pick<CreateBody, "captcha_id" | "captcha">;
export type CreatedDocument = ApiReplyOf<typeof documentEndpoints.create>["document"][number];

/** What the document upload answers: the stored file, or a refusal in the spec's error format. */
type UploadDocumentReply = Partial<ApiReplyOf<typeof uploadEndpoints.document>> & { message?: string };

/** Whether the library already holds a file with this MD5 (the check answers 404 when not). */
export async function documentExists(hash: string): Promise<boolean> {
  try {
    const reply = await callApi(documentEndpoints.exist, { query: { hash } });
    return reply.exist;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/**
 * Uploads a document file (multipart `file`, the browser's MD5 as `hash` for the server to compare) with
 * upload progress 0–100; resolves to the attachment, rejects with the server's message.
 */
export function uploadDocumentFile(file: File, hash: string, onProgress: (percent: number) => void): Promise<{ id: number; hash: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadEndpoints.document.method, uploadEndpoints.document.path + encodeQuery({ hash }));
    const token = readSession().token;
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: UploadDocumentReply | undefined;
      try {
        body = JSON.parse(xhr.responseText) as UploadDocumentReply;
      } catch {
        body = undefined;
      }
      if (xhr.status === 200 && body?.data?.id) resolve({ id: body.data.id, hash: body.data.hash || hash });
      else reject(new ApiError(xhr.status, body?.message ?? `${xhr.status} ${xhr.statusText} ${xhr.responseText}`.trim()));
    };
    xhr.onerror = () => reject(new ApiError(0, zh.document.networkError));
    xhr.onabort = () => reject(new ApiError(0, zh.document.uploadAborted));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** Creates documents from the uploaded files with the shared categories (and the upload captcha when on). */
export async function createDocuments(categoryIds: number[], documents: NewDocumentItem[], answer: CaptchaAnswer = {}): Promise<CreatedDocument[]> {
  const reply = await callApi(documentEndpoints.create, { body: { category_id: categoryIds, document: documents, ...answer } });
  return reply.document;
}
