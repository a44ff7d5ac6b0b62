import fsp from "node:fs/promises";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest } from "../../http/errors.js";
import { uploadKey } from "../storage/keys.js";
import { refuseBlacklisted } from "./blacklist.js";
import { readImageInfo } from "./image-info.js";
import { receiveFile } from "./receive-file.js";
import { storeUpload } from "./store-upload.js";
import { isImageExt, maxImageBytes } from "./upload-limits.js";

/** Image upload kinds and their Attachment.type (api-contract §8). */
export const imageKinds = { avatar: 1, banner: 5, category: 6, config: 7 } as const;
export type ImageKind = keyof typeof imageKinds;

/**
 * Receives one image into storage under uploads/…: type and content checked (the bytes must be an image of the
 * claimed type), size-limited, blacklist honoured. An avatar also becomes the user's avatar.
 */
export async function uploadImage(ctx: AppContext, input: { kind: ImageKind; userId: number; ip: string; request: FastifyRequest }) {
  const file = await receiveFile(input.request, {
    maxBytes: maxImageBytes,
    tempDir: path.join(ctx.env.dataDir, "tmp", "uploads"),
    allowExt: isImageExt,
    extMessage: "不支持的图片格式，仅支持 .jpg .jpeg .png .gif .ico .bmp .webp",
    sizeMessage: `图片大小超出限制，最大 ${maxImageBytes / 1024 / 1024} MB`,
  });
  let info;
  try {
    info = await readImageInfo(file.tempPath, file.ext);
    if (!info) throw badRequest("文件不是有效的图片");
    await refuseBlacklisted(ctx, file.hash);
  } catch (error) {
    await fsp.rm(file.tempPath, { force: true });
    throw error;
  }
  const isAvatar = input.kind === "avatar";
  const stored = await storeUpload(ctx, file, {
    userId: input.userId,
    type: imageKinds[input.kind],
    typeId: isAvatar ? input.userId : 0,
    ip: input.ip,
    key: uploadKey(file.hash, file.ext),
    width: info.width,
    height: info.height,
  });
  if (isAvatar) await ctx.db.kysely.updateTable("user").set({ avatar: stored.path, updated_at: nowIso() }).where("id", "=", input.userId).execute();
  return ctx.db.kysely.selectFrom("attachment").selectAll().where("id", "=", stored.id).executeTakeFirstOrThrow();
}
