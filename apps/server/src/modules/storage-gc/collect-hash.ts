import type { AppContext } from "../../context.js";
import { live } from "../../db/list-query.js";
import { forgetConversions } from "../conversion/forget-conversions.js";
import { deletePagesOfHash } from "../documents/document-pages.js";
import { derivedPrefix, isMd5, keyOfPath } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import { settleCollectedAttachments } from "../upload/attachment-changes.js";

/** A deleted attachment waiting for collection. */
export interface DeletedAttachment {
  id: number;
  hash: string;
  path: string;
}

/** removed: files and derived data gone; kept: still used, only the rows were settled; deferred: try later. */
export type HashOutcome = "removed" | "kept" | "deferred";

/** A live (not deleted) attachment, or any document row, still needs the file of this hash. */
async function stillUsed(ctx: AppContext, hash: string): Promise<boolean> {
  const db = ctx.db.kysely;
  const liveAttachment = await db.selectFrom("attachment").select("id").where("hash", "=", hash).where(live()).executeTakeFirst();
  if (liveAttachment) return true;
  return Boolean(await db.selectFrom("document").select("id").where("hash", "=", hash).executeTakeFirst());
}

/** A conversion of the hash holds an unexpired lease: its worker may still write pages, so collect later. */
async function converting(ctx: AppContext, hash: string, now: Date): Promise<boolean> {
  const job = await ctx.db.kysely
    .selectFrom("conversion_job")
    .select("id")
    .where("hash", "=", hash)
    .where("state", "=", "running")
    .where("lease_until", ">", now.toISOString())
    .executeTakeFirst();
  return Boolean(job);
}

/**
 * Collects the deleted attachments of one hash. When nothing live uses the hash any more, the original files,
 * the derived folder (pages, cover) and the hash's page, conversion and converted-file rows are removed — files
 * first, so a failure leaves the rows to retry. Either way the attachment rows are settled: deleted, except a
 * blacklisted one (enable = 0), which stays as the blacklist entry with `collected_at` set.
 */
export async function collectHash(ctx: AppContext, hash: string, rows: DeletedAttachment[], now: Date = new Date()): Promise<HashOutcome> {
  if (await converting(ctx, hash, now)) return "deferred";
  const used = await stillUsed(ctx, hash);
  if (!used) {
    const storage = storageFor(ctx);
    const originals = new Set(rows.map((r) => keyOfPath(r.path)).filter(Boolean));
    for (const key of originals) await storage.delete(key);
    if (isMd5(hash)) await storage.deletePrefix(derivedPrefix(hash));
  }
  const ids = rows.map((r) => r.id);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (!used) {
      await deletePagesOfHash(trx, hash);
      await forgetConversions(trx, hash);
    }
    await settleCollectedAttachments(trx, ids);
  });
  return used ? "kept" : "removed";
}
