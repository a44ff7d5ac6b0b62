import type { SourceRow } from "./source.js";
import { rowsOf, skip, type Mapped, type TableStep } from "./step.js";
import { isoOrNull, times } from "./values.js";

/**
 * MOREDOC Pro's tables (orders, VIP periods, text messages, third-party bindings, the spider), when a site has
 * them. Pro's source is not public: its columns are matched to ours by name, times made ISO strings, flags 0/1, and
 * a column ours lacks is dropped. A row ours cannot hold (a required column missing) is left out with the reason.
 */
export const PRO_TABLES: Array<{ source: string; target: string; owner?: string }> = [
  { source: "order", target: "orders", owner: "user_id" },
  { source: "user_vip", target: "user_vip", owner: "user_id" },
  { source: "sms", target: "sms" },
  { source: "user_oauth", target: "user_oauth", owner: "user_id" },
  { source: "spider_url", target: "spider_url" },
  { source: "spider_document", target: "spider_document" },
];

const TIME_COLUMN = /(_at|_time)$/;

export function mapByName(row: SourceRow, target: string, columns: Set<string>): Mapped {
  const out: Record<string, unknown> = { ...times(row) };
  for (const [column, value] of Object.entries(row)) {
    if (!columns.has(column) || column === "created_at" || column === "updated_at" || value === null || value === undefined) continue;
    if (value instanceof Date || TIME_COLUMN.test(column)) out[column] = isoOrNull(value);
    else if (typeof value === "boolean") out[column] = value ? 1 : 0;
    else if (Buffer.isBuffer(value)) out[column] = value.toString("utf8");
    else if (typeof value === "bigint") out[column] = Number(value);
    else out[column] = value;
  }
  return rowsOf({ table: target, row: out });
}

export function proSteps(): TableStep[] {
  return PRO_TABLES.map(({ source, target, owner }) => ({
    step: source,
    source,
    async mapBatch(rows, env) {
      const table = (await env.ctx.db.kysely.introspection.getTables()).find((t) => t.name === target);
      const columns = new Set(table?.columns.map((c) => c.name) ?? []);
      const users = owner ? await env.ids("user") : undefined;
      return rows.map((row) => (users && !users.has(Number(row[owner!])) ? skip("用户不存在") : mapByName(row, target, columns)));
    },
  }));
}
