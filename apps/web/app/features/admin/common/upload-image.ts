import { constants } from "@wenku/contract";
import { ApiError } from "../../../lib/api-client";
import { readSession } from "../../../lib/session-store";

/** The image kinds an administrator uploads (api-contract §5.1). */
export type ImageUploadKind = "config" | "category" | "banner";

export const uploadPath = (kind: ImageUploadKind) => `/api/v1/upload/${kind}`;

/** Posts one image as multipart field `file`; resolves to the stored path ("/uploads/…"). */
export async function uploadImage(kind: ImageUploadKind, file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const token = readSession().token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), constants.requestTimeoutMs);
  try {
    const response = await fetch(uploadPath(kind), {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
      signal: controller.signal,
    });
    const text = await response.text();
    let body: { message?: string; data?: { path?: string } } = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    if (!response.ok) throw new ApiError(response.status, body.message ?? `${response.status} ${response.statusText} ${text}`.trim());
    if (!body.data?.path) throw new ApiError(response.status, body.message ?? "");
    return body.data.path;
  } finally {
    clearTimeout(timer);
  }
}
