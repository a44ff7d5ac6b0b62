import { bannerMessages, isUploadedFilePath } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { keyOfPath } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";

/** An uploaded banner image must exist (the contract checks only the path's shape); a web URL is taken as given. */
export async function checkBannerImage(ctx: AppContext, path: string | undefined): Promise<void> {
  if (path === undefined || !isUploadedFilePath(path)) return;
  if (!(await storageFor(ctx).stat(keyOfPath(path)))) throw badRequest(`${bannerMessages.imageRequired}（图片不存在：${path}）`);
}
