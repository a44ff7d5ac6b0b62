import { constants } from "@wenku/contract";
import { ApiError } from "../../../lib/api-client";
import { readSession } from "../../../lib/session-store";
import { zh } from "../../../locales/zh-CN";

/** The reply of POST /api/v1/upload/article (api-contract §5.1, the editor's format): errno 0 with the URL, else msg. */
interface EditorUploadReply {
  errno?: number;
  msg?: string;
  message?: string;
  data?: { url?: string; alt?: string };
}

/** Uploads one image for an article as multipart field `file`; resolves to its URL ("/uploads/…") and name. */
export async function uploadArticleImage(file: File): Promise<{ url: string; alt: string }> {
  const form = new FormData();
  form.append("file", file);
  const token = readSession().token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), constants.requestTimeoutMs);
  try {
    const response = await fetch("/api/v1/upload/article?type=image", {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
      signal: controller.signal,
    });
    const text = await response.text();
    let reply: EditorUploadReply = {};
    try {
      reply = text ? (JSON.parse(text) as EditorUploadReply) : {};
    } catch {
      reply = {};
    }
    const url = reply.data?.url;
    if (!response.ok || reply.errno !== 0 || !url) {
      const message = reply.msg || reply.message || (response.status === 403 ? zh.article.uploadForbidden : zh.article.uploadFailed);
      throw new ApiError(response.ok ? 400 : response.status, message);
    }
    return { url, alt: reply.data?.alt || file.name };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as Error).name === "AbortError") throw new ApiError(408, "请求超时");
    throw new ApiError(0, (error as Error).message || "网络错误");
  } finally {
    clearTimeout(timer);
  }
}
