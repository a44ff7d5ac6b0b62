import type { Selectable } from "kysely";
import type { z } from "zod";
import type { punishmentSchema } from "@wenku/contract";
import type { PunishmentTable } from "./tables.js";

export type PunishmentRow = Selectable<PunishmentTable>;
export type PunishmentView = z.infer<typeof punishmentSchema>;

export function toPunishmentView(row: PunishmentRow, username: string): PunishmentView {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    username,
    type: row.type,
    enable: row.enable === 1,
    operators: row.operators,
    reason: row.reason,
    remark: row.remark,
    end_time: row.end_time ?? undefined,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

interface OperatorEntry {
  u: number;
  t: number;
  ts: number;
}

/** Appends who changed a punishment, to which type (0 = cancelled) and when, to its JSON operator log. */
export function appendOperator(log: string, operatorId: number, type: number): string {
  let entries: OperatorEntry[] = [];
  try {
    const parsed: unknown = JSON.parse(log || "[]");
    if (Array.isArray(parsed)) entries = parsed as OperatorEntry[];
  } catch {
    entries = [];
  }
  entries.push({ u: operatorId, t: type, ts: Math.floor(Date.now() / 1000) });
  return JSON.stringify(entries);
}
