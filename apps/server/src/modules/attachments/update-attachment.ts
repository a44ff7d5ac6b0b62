import { documentMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { notFound } from "../../http/errors.js";

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
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    if (changes.name !== undefined || changes.description !== undefined) {
      await trx
        .updateTable("attachment")
        .set({
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(changes.description === undefined ? {} : { description: changes.description }),
          updated_at: now,
        })
        .where("id", "=", row.id)
        .execute();
    }
    if (changes.enable !== undefined) {
      await trx.updateTable("attachment").set({ enable: changes.enable ? 1 : 0, updated_at: now }).where("hash", "=", row.hash).execute();
    }
  });
}
