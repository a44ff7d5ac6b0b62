import type { AppContext } from "../../../context.js";
import { searchBackend } from "../backend/select-backend.js";
import type { SearchFilters } from "../backend/types.js";
import { itemKey, keyOfSegment } from "../keys.js";
import { cutPrecise } from "../text/jieba.js";
import { parseQuery } from "../text/parse-query.js";
import { or, type QueryPlan } from "../text/query-plan.js";

export const MAX_RELATED = 10;
const MAX_TERMS = 8;

/** The item's keywords, completed with the words of its title: any of them makes another item related. */
function relatedPlan(keywords: string, title: string): QueryPlan | null {
  const terms = keywords.split(/[,，;；、\s]+/).map((k) => k.trim()).filter(Boolean);
  for (const word of cutPrecise(title)) if (terms.length < MAX_TERMS && word.trim().length > 1 && !terms.includes(word)) terms.push(word);
  const plans = terms.slice(0, MAX_TERMS).map((t) => parseQuery(`"${t.replace(/"/g, " ")}"`)).filter((p): p is QueryPlan => p !== null);
  if (plans.length === 0) return null;
  return { root: or(plans.map((p) => p.root)), filter: or(plans.map((p) => p.filter)), needles: plans.flatMap((p) => p.needles), rankTokens: plans.flatMap((p) => p.rankTokens) };
}

interface RelatedTo {
  docType: 0 | 1;
  id: number;
  keywords: string;
  title: string;
  categoryIds: number[];
}

/**
 * Index keys of up to ten items of the same type and categories that share keywords (or title words) with this one,
 * best first: title/keyword overlap, then body overlap.
 */
export async function relatedKeys(ctx: AppContext, item: RelatedTo): Promise<number[]> {
  const self = itemKey(item.docType, item.id);
  const plan = relatedPlan(item.keywords, item.title);
  if (!plan) return [];
  const backend = searchBackend(ctx);
  const filters: SearchFilters = { docType: item.docType, categoryIds: item.categoryIds, languages: [] };
  const keys = (await backend.rankMeta(plan, filters, MAX_RELATED + 1)).map((m) => m.key).filter((k) => k !== self);
  if (keys.length < MAX_RELATED) {
    for (const s of await backend.rankBody(plan, filters, 3 * MAX_RELATED)) {
      const key = keyOfSegment(s.segKey);
      if (key !== self && !keys.includes(key)) keys.push(key);
    }
  }
  return keys.slice(0, MAX_RELATED);
}
