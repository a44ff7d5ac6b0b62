import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.js";
import type { PreparedItem } from "../indexing/prepare-item.js";
import type { QueryPlan } from "../text/query-plan.js";
import { facetCombosOf, sortedMatchesOf, termWindowOf } from "./match-set.js";
import type { BodyIndex } from "./postings/body-index.js";
import type { BodyReader } from "./postings/body-reader.js";
import type { FacetCombo, SearchBackend, SearchFilters, SortField, TermWindow } from "./types.js";

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

/** How a back end writes and removes what it keeps besides the body (title, keywords, description, rank terms). */
export interface MetaWriter {
  write(db: Kysely<Database>, items: PreparedItem[]): Promise<void>;
  remove(db: Kysely<Database>, segments: Map<number, number>): Promise<void>;
}

type SharedParts = Pick<SearchBackend, "write" | "remove" | "compact" | "settled" | "facetCombos" | "sortMatches" | "termWindows" | "matchingSegments">;

/** What both back ends do alike: write through the meta writer and the body index, and read matches from the latter. */
export function bodyBackendParts(body: BodyIndex, meta: MetaWriter): SharedParts {
  const reader = body.reader;
  return {
    async write(trx, { items, body: part }, revision) {
      await meta.write(trx, items);
      await body.write(trx, part, revision);
    },
    async remove(trx, segments, change) {
      await meta.remove(trx, segments);
      if (change.gone) await body.remove(trx, [...segments.keys()], change.revision);
    },
    compact: (onError) => body.compactSoon(onError),
    settled: () => body.settled(),
    facetCombos: (plan, filters) => facetCombosOfPlan(reader, plan, filters),
    sortMatches: (plan, filters, field, offset, limit) => sortMatchesOfPlan(reader, plan, filters, field, offset, limit),
    termWindows: (plans, filters, window) => termWindowsOfPlans(reader, plans, filters, window),
    matchingSegments: (plan, items) => reader.matchingSegments(plan.filter, items),
  };
}
