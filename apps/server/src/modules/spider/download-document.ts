import crypto from "node:crypto";
import path from "node:path";
import { SpiderDocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { extensionOf } from "./document-links.js";
import { failDocument } from "./queue/outcome.js";
import type { SpiderDocumentRow } from "./queue/claim.js";
import { FetchRefused } from "./safe-fetch/fetch-refused.js";
import { dispositionFileName, urlFileName } from "./safe-fetch/file-name.js";
import { saveToFile } from "./safe-fetch/read-body.js";
import { safeFetch } from "./safe-fetch/safe-fetch.js";
import { removeSpiderFile, spiderFolder } from "./spider-folder.js";
import { DOWNLOAD_TIMEOUT_MS, type SpiderLimits } from "./spider-limits.js";

const MAX_TITLE_LENGTH = 255;

/** Downloads one document taken from the queue (status 2): into the spider folder, then "downloaded" (3). */
export async function downloadDocument(ctx: AppContext, row: SpiderDocumentRow, limits: SpiderLimits, signal: AbortSignal): Promise<void> {
  const folder = await spiderFolder(ctx);
  let saved = "";
  try {
    const fetched = await safeFetch(row.url, { ...limits.rules, timeoutMs: DOWNLOAD_TIMEOUT_MS, signal });
    const contentType = (fetched.response.headers.get("content-type") ?? "").slice(0, 255);
    const attachmentName = dispositionFileName(fetched.response.headers.get("content-disposition"));
    const ext = extensionOf(attachmentName) || extensionOf(urlFileName(fetched.url)) || row.ext;
    const refusal = !limits.extensions.includes(ext)
      ? `不支持的文档类型：${ext || contentType || "未知"}`
      : /^(text\/html|application\/xhtml\+xml)/i.test(contentType)
        ? "链接返回的是网页而不是文档"
        : "";
    if (refusal) {
      await fetched.response.body?.cancel();
      fetched.close();
      throw new FetchRefused(refusal);
    }
    saved = `${row.id}-${crypto.randomBytes(4).toString("hex")}${ext}`;
    const { size, hash } = await saveToFile(fetched, path.join(folder, saved), limits.maxBytes, DOWNLOAD_TIMEOUT_MS);
    if (size === 0) throw new FetchRefused("下载的文件是空的");
    const fromAttachment = [...attachmentName.slice(0, attachmentName.length - extensionOf(attachmentName).length).trim()].slice(0, MAX_TITLE_LENGTH).join("");
    const recorded = await ctx.db.kysely
      .updateTable("spider_document")
      .set({
        status: SpiderDocumentStatus.downloaded,
        ext,
        size,
        hash,
        content_type: contentType,
        save_path: saved,
        title_from_attachment: fromAttachment,
        title: row.title || fromAttachment || row.title_from_url,
        error: "",
        lease_until: "",
        run_after: "",
        updated_at: nowIso(),
      })
      .where("id", "=", row.id)
      .where("status", "=", SpiderDocumentStatus.downloading)
      .executeTakeFirst();
    // Deleted or taken back meanwhile: the file is nobody's.
    if (Number(recorded.numUpdatedRows) === 0) await removeSpiderFile(ctx, saved);
  } catch (error) {
    await removeSpiderFile(ctx, saved);
    if (signal.aborted) throw error;
    const step = { attempts: row.attempts, queue: SpiderDocumentStatus.downloadQueue, failed: SpiderDocumentStatus.downloadFailed };
    await failDocument(ctx, row.id, SpiderDocumentStatus.downloading, step, error);
  }
}
