import { api, ApiError } from "../../lib/api-client";
import { readSession } from "../../lib/session-store";
import { zh } from "../../locales/zh-CN";

export interface NewDocumentItem {
  title: string;
  attachment_id: number;
  price: number;
  keywords: string;
  description: string;
  language: string;
}

export interface CreatedDocument {
  id: number;
  uuid: string;
  title: string;
  status: number;
}

/** Whether the library already holds a file with this MD5 (GET /api/v1/document/exist answers 404 when not). */
export async function documentExists(hash: string): Promise<boolean> {
  try {
    const reply = await api.get<{ exist?: boolean }>("/api/v1/document/exist", { hash });
    return reply.exist === true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/**
 * POST /api/v1/upload/document (multipart `file`, the browser's MD5 as `hash` for the server to compare) with
 * upload progress 0–100; resolves to the attachment, rejects with the server's message.
 */
export function uploadDocumentFile(file: File, hash: string, onProgress: (percent: number) => void): Promise<{ id: number; hash: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/v1/upload/document?hash=${encodeURIComponent(hash)}`);
    const token = readSession().token;
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string; data?: { id?: number; hash?: string } } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status === 200 && body?.data?.id) resolve({ id: body.data.id, hash: body.data.hash ?? hash });
      else reject(new ApiError(xhr.status, body?.message ?? `${xhr.status} ${xhr.statusText} ${xhr.responseText}`.trim()));
    };
    xhr.onerror = () => reject(new ApiError(0, zh.document.networkError));
    xhr.onabort = () => reject(new ApiError(0, zh.document.uploadAborted));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

export interface CaptchaAnswer {
  captcha_id?: string;
  captcha?: string;
}

/** POST /api/v1/document: the uploaded files become documents with the shared categories (and the upload captcha when on). */
export async function createDocuments(categoryIds: number[], documents: NewDocumentItem[], answer: CaptchaAnswer = {}): Promise<CreatedDocument[]> {
  const reply = await api.post<{ document?: CreatedDocument[] }>("/api/v1/document", { category_id: categoryIds, document: documents, ...answer });
  return reply.document ?? [];
}
