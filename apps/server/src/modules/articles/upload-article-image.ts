import { articleEndpoints } from "@wenku/contract";
import type { HandlerInput } from "../../http/route.js";
import { AppError, badRequest } from "../../http/errors.js";
import { uploadImage } from "../upload/upload-image.js";
import { requirePublishCapability } from "./publish-rules.js";

export const articleUploadMessages = { imagesOnly: "暂只支持上传图片" } as const;

/**
 * POST /api/v1/upload/article?type=image: an image for an article body, decoded and encoded again like every
 * uploaded image (attachment type 3). Open to holders of the upload permission and to members allowed to post
 * articles. Answers in the editor's format, always HTTP 200: `{errno: 0, data: {url, alt}}` or `{errno: 1, msg}`.
 */
export async function uploadArticleImage({ ctx, actor, request, reply, ip, query }: HandlerInput<{ type?: string }, undefined>) {
  const user = actor.requireUser();
  try {
    if (query.type && query.type !== "image") throw badRequest(articleUploadMessages.imagesOnly);
    if (!(await actor.holds(articleEndpoints.uploadImage))) await requirePublishCapability(ctx, actor);
    const row = await uploadImage(ctx, { kind: "article", userId: Number(user.id), ip, request });
    return reply.send({ errno: 0, data: { url: row.path, alt: row.name } });
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return reply.send({ errno: 1, msg: error.message });
  }
}
