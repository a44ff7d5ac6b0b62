import { articleEndpoints } from "@wenku/contract";
import { ApiError } from "../../../lib/api-client";
import { postFile } from "../../../lib/post-file";
import { zh } from "../../../locales/zh-CN";

/** Uploads one image for an article as multipart field `file`; resolves to its URL ("/uploads/…") and name. */
export async function uploadArticleImage(file: File): Promise<{ url: string; alt: string }> {
  try {
    const { response, body: reply } = await postFile(articleEndpoints.uploadImage, file, { type: "image" });
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
  }
}
