import fsp from "node:fs/promises";
import path from "node:path";
import type { AppContext } from "../../context.js";

/** Where downloaded documents wait to be published: <data>/spider/. */
export async function spiderFolder(ctx: AppContext): Promise<string> {
  const folder = path.join(ctx.env.dataDir, "spider");
  await fsp.mkdir(folder, { recursive: true });
  return folder;
}

/** Removes a downloaded file (a name in the spider folder; nothing else can be named). */
export async function removeSpiderFile(ctx: AppContext, savePath: string): Promise<void> {
  if (!savePath || path.basename(savePath) !== savePath) return;
  await fsp.rm(path.join(await spiderFolder(ctx), savePath), { force: true });
}
