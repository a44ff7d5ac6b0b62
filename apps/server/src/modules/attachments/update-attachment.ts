import { documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { describeAttachment, setHashEnabled } from "../upload/attachment-changes.js";

export interface AttachmentChanges {
  id: number;
  name?: string;
  enable?: boolean;
  description?: string;
}

/**
 * PUT /api/v1/attachment: renames or describes a file, and marks it illegal (enable = false) or legal again.
 * Legality belongs to the file, so it is applied to every attachment with the same hash: an illegal hash cannot
 * be uploaded again (upload/blacklist.ts) nor downloaded.
 */
export async function updateAttachment(ctx: AppContext, changes: AttachmentChanges): Promise<void> {
  const db = ctx.db.kysely;
  const row = await db.selectFrom("attachment").select(["id", "hash"]).where("id", "=", changes.id).executeTakeFirst();
  if (!row) throw notFound(documentMessages.attachmentNotFound);
  await db.transaction().execute(async (trx) => {
    await describeAttachment(trx, Number(row.id), changes);
    if (changes.enable !== undefined) await setHashEnabled(trx, row.hash, changes.enable);
  });
}
