import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { ConversionError } from "./engine/types.js";
import { retryDelayMs } from "./queue/backoff.js";
import { announceChanged, recordReviewConversionError } from "../documents/documents-of-hash.js";
import { markFailed, returnToQueue } from "../documents/document-status.js";
import { isoIn, type JobRow } from "./queue/job-row.js";

export const errorText = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  return (message.trim() || "未知错误").slice(0, 2000);
};

/**
 * A failed try: retried after a growing delay while attempts remain and the error may pass (the engine marks
 * corrupt or unsupported files as final), else the job fails and its documents end in status 3 with the reason,
 * which administrators see as convert_error.
 */
export async function failJob(ctx: AppContext, job: JobRow, error: unknown, maxAttempts: number, retryBaseMs: number): Promise<"retry" | "failed" | "lost"> {
  const message = errorText(error);
  const final = (error instanceof ConversionError && !error.retryable) || job.attempts >= maxAttempts;
  const now = nowIso();
  const db = ctx.db.kysely;
  const outcome = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("conversion_job")
      .set(
        final
          ? { state: "failed", lease_owner: "", lease_until: null, last_error: message, finished_at: now, updated_at: now }
          : { state: "queued", lease_owner: "", lease_until: null, last_error: message, run_after: isoIn(retryDelayMs(job.attempts, retryBaseMs)), updated_at: now },
      )
      .where("id", "=", job.id)
      .where("run_id", "=", job.run_id)
      .where("state", "=", "running")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { result: "lost" as const, ids: [] };
    const convertError = final ? message : `第 ${job.attempts} 次转换失败，稍后自动重试：${message}`;
    const ids = final
      ? await markFailed(trx, job.hash, [DocumentStatus.pending, DocumentStatus.converting], convertError)
      : await returnToQueue(trx, job.hash, { convert_error: convertError });
    // Documents waiting for review keep their status; the reviewer sees why their file did not convert.
    const inReview = await recordReviewConversionError(trx, job.hash, convertError, now);
    return { result: final ? ("failed" as const) : ("retry" as const), ids: [...ids, ...inReview] };
  });
  await announceChanged(ctx, outcome.ids);
  return outcome.result;
}
