import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { badRequest, tooLarge } from "../../http/errors.js";
import { uploadKey } from "../storage/keys.js";
import { setAvatar } from "../users/set-avatar.js";
import { refuseBlacklisted } from "./blacklist.js";
import { receiveFile, type ReceivedFile } from "./receive-file.js";
import { reencodeImage, type ReencodedImage } from "./reencode-image.js";
import { storeUpload } from "./store-upload.js";
import { isImageExt, maxImageBytes } from "./upload-limits.js";

/** Image upload kinds and their Attachment.type (api-contract §8). */
export const imageKinds = { avatar: 1, article: 3, banner: 5, category: 6, config: 7 } as const;
export type ImageKind = keyof typeof imageKinds;

export const imageMessages = {
  notAnImage: "文件不是有效的图片",
  unsupported: "不支持的图片格式，仅支持 .jpg .jpeg .png .gif .ico .bmp .webp",
  tooLarge: `图片大小超出限制，最大 ${maxImageBytes / 1024 / 1024} MB`,
} as const;

/** The re-encoded image as a received file of its own: new bytes, so a new hash, size and perhaps type. */
async function replaceWithImage(file: ReceivedFile, image: ReencodedImage): Promise<ReceivedFile> {
  const tempPath = file.tempPath.replace(/\.[^./\\]+$/, "") + `.stored${image.ext}`;
  await fsp.writeFile(tempPath, image.data);
  const filename = image.ext === file.ext ? file.filename : `${file.filename.replace(/\.[^.]*$/, "")}${image.ext}`;
  return { ...file, tempPath, hash: md5(image.data), size: image.data.length, ext: image.ext, filename };
}

/** Avatars are stored at most this many pixels a side: they are shown at 128 px at most, on screens up to 4× dense. */
export const AVATAR_MAX_SIDE = 512;

const md5 = (data: Buffer) => crypto.createHash("md5").update(data).digest("hex");

/**
 * Receives one image into storage under uploads/…: type checked, size-limited, then decoded and encoded again
 * (reencode-image.ts), so only pixels we wrote are stored; the blacklist is honoured for the uploaded and the
 * stored bytes. An avatar is scaled down to AVATAR_MAX_SIDE and becomes the user's avatar.
 */
export async function uploadImage(ctx: AppContext, input: { kind: ImageKind; userId: number; ip: string; request: FastifyRequest }) {
  const received = await receiveFile(input.request, {
    maxBytes: maxImageBytes,
    tempDir: path.join(ctx.env.dataDir, "tmp", "uploads"),
    allowExt: isImageExt,
    extMessage: imageMessages.unsupported,
    sizeMessage: imageMessages.tooLarge,
  });
  let file: ReceivedFile | undefined;
  let image: ReencodedImage | null;
  try {
    image = await reencodeImage(received.tempPath, received.ext, input.kind === "avatar" ? AVATAR_MAX_SIDE : undefined);
    if (!image) throw badRequest(imageMessages.notAnImage);
    if (image.data.length > maxImageBytes) throw tooLarge(imageMessages.tooLarge);
    file = await replaceWithImage(received, image);
    await refuseBlacklisted(ctx, received.hash);
    await refuseBlacklisted(ctx, file.hash);
  } catch (error) {
    if (file) await fsp.rm(file.tempPath, { force: true });
    throw error;
  } finally {
    await fsp.rm(received.tempPath, { force: true });
  }
  const isAvatar = input.kind === "avatar";
  const stored = await storeUpload(ctx, file, {
    userId: input.userId,
    type: imageKinds[input.kind],
    typeId: isAvatar ? input.userId : 0,
    ip: input.ip,
    key: uploadKey(file.hash, file.ext),
    width: image.width,
    height: image.height,
  });
  if (isAvatar) await setAvatar(ctx.db.kysely, input.userId, stored.path);
  return ctx.db.kysely.selectFrom("attachment").selectAll().where("id", "=", stored.id).executeTakeFirstOrThrow();
}
