import fsp from "node:fs/promises";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { pathOfKey } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
import type { ReceivedFile } from "./receive-file.js";

export interface StoredAttachment {
  id: number;
  hash: string;
  path: string;
}

export interface AttachmentFacts {
  userId: number;
  type: number;
  typeId?: number;
  ip: string;
  key: string;
  width?: number;
  height?: number;
}

/**
 * Moves a received file into storage under its content-addressed key (once per hash: an existing object is kept)
 * and records the attachment. The temporary file is gone afterwards whatever happens.
 */
export async function storeUpload(ctx: AppContext, file: ReceivedFile, facts: AttachmentFacts): Promise<StoredAttachment> {
  const storage = storageFor(ctx);
  try {
    const existing = await storage.stat(facts.key);
    if (!existing || existing.size !== file.size) await storage.putFile(facts.key, file.tempPath, { move: true });
  } finally {
    await fsp.rm(file.tempPath, { force: true });
  }
  const now = nowIso();
  const path = pathOfKey(facts.key);
  const row = await ctx.db.kysely
    .insertInto("attachment")
    .values({
      hash: file.hash,
      user_id: facts.userId,
      type: facts.type,
      type_id: facts.typeId ?? 0,
      enable: 1,
      path,
      name: file.filename.slice(0, 255),
      size: file.size,
      width: facts.width ?? 0,
      height: facts.height ?? 0,
      ext: file.ext,
      ip: facts.ip,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), hash: file.hash, path };
}
