import type { AppContext } from "../../context.js";
import type { MoredocSource, SourceRow } from "./source.js";

/** One row to write into one of our tables. */
export interface TargetRow {
  table: string;
  row: Record<string, unknown>;
}

/** What becomes of one source row: rows of ours (none when it maps onto what exists), or why it is left out. */
export type Mapped = { rows: TargetRow[]; warning?: string } | { skip: string };

export interface StepEnv {
  ctx: AppContext;
  source: MoredocSource;
  /** The ids of one of our tables as they are now (loaded once per step). */
  ids(table: "user" | "document" | "article" | "groups" | "category"): Promise<Set<number>>;
}

/**
 * One source table imported into ours, in id order, a batch at a time. `conflict` says what a row already there
 * does: by default it is kept (the second run changes nothing); an upsert names the unique columns and what to set.
 */
export interface TableStep {
  step: string;
  source: string;
  batchSize?: number;
  mapBatch(rows: SourceRow[], env: StepEnv): Promise<Mapped[]>;
  upsert?: Record<string, { columns: string[]; set: string[] }>;
}

export const rowsOf = (...rows: TargetRow[]): Mapped => ({ rows });
export const skip = (reason: string): Mapped => ({ skip: reason });

/** A step whose rows map one by one, without looking anything up. */
export function perRow(step: string, source: string, map: (row: SourceRow) => Mapped, extra: Partial<TableStep> = {}): TableStep {
  return { step, source, mapBatch: (rows) => Promise.resolve(rows.map(map)), ...extra };
}

/** A step whose rows point at users (and perhaps documents) of ours: a row whose owner was not imported is left out. */
export function withOwners(
  step: string,
  source: string,
  needs: Array<{ column: string; table: "user" | "document" | "article" | "groups"; label: string }>,
  map: (row: SourceRow) => Mapped,
): TableStep {
  return {
    step,
    source,
    async mapBatch(rows, env) {
      const sets = await Promise.all(needs.map((need) => env.ids(need.table)));
      return rows.map((row) => {
        const missing = needs.find((need, i) => !sets[i].has(Number(row[need.column])));
        return missing ? skip(`${missing.label}不存在`) : map(row);
      });
    },
  };
}
