import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { Executor } from "../../db/schema.js";
import { contentTypeOf } from "../storage/storage.js";
import { storageFor } from "../storage/storage-for.js";
import type { MiniprogramSettings } from "./miniprogram-settings.js";
import { fetchWxacode } from "./wxacode-image.js";

export const wxacodeKey = (documentId: number, ext: string) => `miniprogram/wxacode/${documentId}${ext}`;

export async function storedWxacodeKey(db: Executor, documentId: number): Promise<string | undefined> {
  return (await db.selectFrom("document_wxacode").select("storage_key").where("document_id", "=", documentId).executeTakeFirst())?.storage_key;
}

/** Requests for a code being made in this process: one call to WeChat per document, however many ask at once. */
const making = new Map<number, Promise<string>>();

/** Asks WeChat for the document's code (scene = its id), stores the image and records it; answers the storage key. */
export function makeWxacode(ctx: AppContext, s: MiniprogramSettings, documentId: number): Promise<string> {
  const pending = making.get(documentId);
  if (pending) return pending;
  const made = (async () => {
    const image = await fetchWxacode(ctx, s, String(documentId));
    const key = wxacodeKey(documentId, image.ext);
    await storageFor(ctx).putBuffer(key, image.bytes, { contentType: contentTypeOf(key) });
    await ctx.db.kysely
      .insertInto("document_wxacode")
      .values({ document_id: documentId, storage_key: key, created_at: nowIso() })
      .onConflict((oc) => oc.column("document_id").doUpdateSet({ storage_key: key }))
      .execute();
    return key;
  })().finally(() => making.delete(documentId));
  making.set(documentId, made);
  return made;
}
