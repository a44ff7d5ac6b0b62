import type { z } from "zod";
import type { relatedDocumentSchema } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { searchBackend } from "../backend/select-backend.js";
import { itemKey, keyOfSegment } from "../keys.js";
import { cutPrecise } from "../text/jieba.js";
import { parseQuery } from "../text/parse-query.js";
import { or, type QueryPlan } from "../text/query-plan.js";
import { categoryIdsOf, hitFields } from "./present-hits.js";
import "../tables.js";

export type RelatedDocument = z.infer<typeof relatedDocumentSchema>;

const MAX_RELATED = 10;
const MAX_TERMS = 8;

/** The document's keywords, completed with the words of its title: any of them makes another document related. */
function relatedPlan(keywords: string, title: string): QueryPlan | null {
  const terms = keywords.split(/[,，;；、\s]+/).map((k) => k.trim()).filter(Boolean);
  for (const word of cutPrecise(title)) if (terms.length < MAX_TERMS && word.trim().length > 1 && !terms.includes(word)) terms.push(word);
  const plans = terms.slice(0, MAX_TERMS).map((t) => parseQuery(`"${t.replace(/"/g, " ")}"`)).filter((p): p is QueryPlan => p !== null);
  if (plans.length === 0) return null;
  return { root: or(plans.map((p) => p.root)), filter: or(plans.map((p) => p.filter)), needles: plans.flatMap((p) => p.needles), rankTokens: plans.flatMap((p) => p.rankTokens) };
}

/**
 * Up to ten documents of the same categories that share keywords (or title words) with this one, ranked by the
 * index: title/keyword overlap first, then body overlap. Empty when the document is not indexed.
 */
export async function relatedDocuments(ctx: AppContext, documentId: number): Promise<RelatedDocument[]> {
  const self = itemKey(0, documentId);
  const row = await ctx.db.kysely.selectFrom("search_item").selectAll().where("key", "=", self).executeTakeFirst();
  if (!row) return [];
  const plan = relatedPlan(row.keywords, row.title);
  if (!plan) return [];
  const backend = searchBackend(ctx);
  const filters = { docType: 0 as const, categoryIds: categoryIdsOf(row), languages: [] };
  const keys = (await backend.rankMeta(plan, filters, MAX_RELATED + 1)).map((m) => m.key).filter((k) => k !== self);
  if (keys.length < MAX_RELATED) {
    for (const s of await backend.rankBody(plan, filters, 3 * MAX_RELATED)) {
      const key = keyOfSegment(s.segKey);
      if (key !== self && !keys.includes(key)) keys.push(key);
    }
  }
  const chosen = keys.slice(0, MAX_RELATED);
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
