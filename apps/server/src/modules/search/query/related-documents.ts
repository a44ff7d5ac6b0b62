import type { z } from "zod";
import type { relatedDocumentSchema } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { itemKey } from "../keys.js";
import { categoryIdsOf, hitFields } from "./present-hits.js";
import { relatedKeys } from "./related-keys.js";
import "../tables.js";

export type RelatedDocument = z.infer<typeof relatedDocumentSchema>;

/**
 * Up to ten documents of the same categories that share keywords (or title words) with this one, ranked by the
 * index: title/keyword overlap first, then body overlap. Empty when the document is not indexed.
 */
export async function relatedDocuments(ctx: AppContext, documentId: number): Promise<RelatedDocument[]> {
  const row = await ctx.db.kysely.selectFrom("search_item").selectAll().where("key", "=", itemKey(0, documentId)).executeTakeFirst();
  if (!row) return [];
  const chosen = await relatedKeys(ctx, { docType: 0, id: documentId, keywords: row.keywords, title: row.title, categoryIds: categoryIdsOf(row) });
  if (chosen.length === 0) return [];
  const rows = await ctx.db.kysely
    .selectFrom("search_item as s")
    .leftJoin("user as u", "u.id", "s.user_id")
    .selectAll("s")
    .select("u.username")
    .where("s.key", "in", chosen)
    .execute();
  const byKey = new Map(rows.map((r) => [Number(r.key), r]));
  return chosen
    .map((k) => byKey.get(k))
    .filter((r) => r !== undefined)
    .map((r) => {
      const fields = hitFields(r);
      return {
        id: fields.id, uuid: r.identifier, title: r.title, keywords: r.keywords, description: r.description, ext: r.ext,
        pages: r.pages, size: fields.size, price: r.price, score: r.score, user_id: fields.user_id, username: r.username ?? "",
        ...(fields.attachment ? { attachment: fields.attachment } : {}), created_at: r.created_at,
      };
    });
}
