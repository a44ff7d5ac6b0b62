import { DocumentStatus } from "@wenku/contract";
import type { ExpressionBuilder } from "kysely";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { coverKey, keyOfPath } from "../../storage/keys.js";
import { storageFor } from "../../storage/storage-for.js";
import { applyConvertedFile } from "../apply-converted.js";
import { readConverterSettings, type ConverterSettings } from "../converter-settings.js";
import { announceChanged, recordReviewConversionError } from "../../documents/documents-of-hash.js";
import { markConverting, markFailed } from "../../documents/document-status.js";
import { live } from "../../../db/list-query.js";
import type { Database } from "../../../db/schema.js";

const waiting = [DocumentStatus.pending, DocumentStatus.reconvert];

/**
 * Documents waiting for review (6) are converted too, keeping their status, so the reviewer reads what they
 * approve: those without a conversion's outcome yet (no pages, no error).
 */
const awaitingConversion = (eb: ExpressionBuilder<Database, "document">) =>
  eb.or([
    eb("status", "in", waiting),
    eb.and([eb("status", "=", DocumentStatus.pendingReview), eb("pages", "=", 0), eb("convert_error", "=", "")]),
  ]);

/**
 * Turns documents waiting for conversion (status 0, 5 = convert again, or 6 not converted yet) into jobs, one per
 * file hash.
 * Anything that sets a document to 0 or 5 (upload, review approval, reconversion) is picked up here. A file
 * converted before is reused without converting again, unless a document asks for reconversion (5) or
 * `converter.enable_convert_repeated_document` is on.
 */
export async function syncPendingDocuments(ctx: AppContext, batch = 200): Promise<void> {
  const rows = await ctx.db.kysely
    .selectFrom("document")
    .select("hash")
    .distinct()
    .where(awaitingConversion)
    .where(live())
    .limit(batch)
    .execute();
  if (rows.length === 0) return;
  const settings = await readConverterSettings(ctx);
  for (const { hash } of rows) await syncHash(ctx, hash, settings);
}

async function syncHash(ctx: AppContext, hash: string, settings: ConverterSettings): Promise<void> {
  const db = ctx.db.kysely;
  // The job is read before its documents: a try that fails in between is then seen running here (no new job), and a
  // try that failed before leaves its reason on documents in review, which no longer await conversion. Read the
  // other way round, a failure landing between the reads re-queued a job whose outcome the reviewer must see.
  const job = await db.selectFrom("conversion_job").selectAll().where("hash", "=", hash).executeTakeFirst();
  const docs = await db
    .selectFrom("document")
    .select(["id", "status", "attachment_id", "ext"])
    .where("hash", "=", hash)
    .where(awaitingConversion)
    .where(live())
    .orderBy("id")
    .execute();
  if (docs.length === 0) return;
  if (job && job.state === "running") {
    const ids = await markConverting(db, hash, [DocumentStatus.pending]);
    return announceChanged(ctx, ids);
  }
  if (job && job.state === "queued") return;
  const force = settings.convertRepeated || docs.some((d) => d.status === DocumentStatus.reconvert);
  if (!force && (await reuseConverted(ctx, hash, settings))) return;
  const attachment = await db.selectFrom("attachment").select(["path", "ext"]).where("id", "=", docs[0].attachment_id).executeTakeFirst();
  if (!attachment) {
    const ids = await markFailed(db, hash, waiting, "文档文件不存在");
    const inReview = await recordReviewConversionError(db, hash, "文档文件不存在", nowIso());
    return announceChanged(ctx, [...ids, ...inReview]);
  }
  const now = nowIso();
  const values = {
    source_key: keyOfPath(attachment.path),
    ext: attachment.ext || docs[0].ext,
    state: "queued" as const,
    force: force ? (1 as const) : (0 as const),
    attempts: 0,
    run_after: now,
    lease_owner: "",
    lease_until: null,
    last_error: "",
    finished_at: null,
    updated_at: now,
  };
  if (job) {
    await db.updateTable("conversion_job").set(values).where("id", "=", job.id).where("state", "=", job.state).where("run_id", "=", job.run_id).execute();
  } else {
    await db
      .insertInto("conversion_job")
      .values({ ...values, hash, created_at: now })
      .onConflict((oc) => oc.column("hash").doNothing())
      .execute();
  }
}

async function reuseConverted(ctx: AppContext, hash: string, settings: ConverterSettings): Promise<boolean> {
  const converted = await ctx.db.kysely.selectFrom("converted_file").selectAll().where("hash", "=", hash).executeTakeFirst();
  if (!converted || converted.pages <= 0 || !(await storageFor(ctx).stat(coverKey(hash)))) return false;
  const ids = await ctx.db.kysely.transaction().execute((trx) => applyConvertedFile(trx, settings, converted, [DocumentStatus.pending, DocumentStatus.pendingReview]));
  await announceChanged(ctx, ids);
  return true;
}
