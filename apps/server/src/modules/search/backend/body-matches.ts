import type { QueryPlan } from "../text/query-plan.js";
import { facetCombosOf, sortedMatchesOf, termWindowOf } from "./match-set.js";
import type { BodyReader } from "./postings/body-reader.js";
import type { FacetCombo, SearchFilters, SortField, TermWindow } from "./types.js";

/** The scans over every match, on the body index's match sets (both databases). */
export async function facetCombosOfPlan(body: BodyReader, plan: QueryPlan, filters: SearchFilters): Promise<FacetCombo[]> {
  return facetCombosOf(await body.matchSet(plan.filter), filters);
}

export async function sortMatchesOfPlan(body: BodyReader, plan: QueryPlan, filters: SearchFilters, field: SortField, offset: number, limit: number): Promise<number[]> {
  return sortedMatchesOf(await body.matchSet(plan.filter), filters, field, offset, limit);
}

export async function termWindowsOfPlans(body: BodyReader, plans: QueryPlan[], filters: SearchFilters, window: number): Promise<TermWindow[]> {
  const sets = await body.matchSets(plans.map((plan) => plan.filter));
  return sets.map((set) => termWindowOf(set, filters, window));
}
