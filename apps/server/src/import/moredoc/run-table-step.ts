import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { ProgressSink } from "./progress.js";
import type { SourceRow } from "./source.js";
import { addNotes, advanceState, readState, type Note } from "./state.js";
import type { Mapped, StepEnv, TableStep, TargetRow } from "./step.js";
import { idOf } from "./values.js";

// Table names come from the import's own steps, never from the source's data.
type AnyTrx = Transaction<Record<string, Record<string, unknown>>>;

/** Bound values per INSERT, under SQLite's limit (32,766) and PostgreSQL's (65,535). */
const VALUES_PER_INSERT = 30_000;

export interface StepOutcome {
  imported: number;
  skipped: number;
  /** Tables that received rows with ids (their PostgreSQL sequences must move past them). */
  tables: Set<string>;
}

async function insertRows(typed: Transaction<Database>, step: TableStep, rows: TargetRow[]): Promise<void> {
  const trx = typed as unknown as AnyTrx;
  const byTable = new Map<string, Record<string, unknown>[]>();
  for (const { table, row } of rows) {
    if (!byTable.has(table)) byTable.set(table, []);
    byTable.get(table)!.push(row);
  }
  for (const [table, list] of byTable) {
    const upsert = step.upsert?.[table];
    const perInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / Math.max(1, Object.keys(list[0]).length)));
    for (let i = 0; i < list.length; i += perInsert) {
      await trx
        .insertInto(table)
        .values(list.slice(i, i + perInsert))
        .onConflict((oc) =>
          upsert
            ? oc.columns(upsert.columns).doUpdateSet(Object.fromEntries(upsert.set.map((column) => [column, sql.ref(`excluded.${column}`)])))
            : oc.doNothing(),
        )
        .execute();
    }
  }
}

function notesOf(rows: SourceRow[], mapped: Mapped[]): { notes: Note[]; targetRows: TargetRow[]; imported: number; skipped: number } {
  const notes: Note[] = [];
  const targetRows: TargetRow[] = [];
  let imported = 0;
  let skipped = 0;
  mapped.forEach((outcome, i) => {
    const sourceId = idOf(rows[i]);
    if ("skip" in outcome) {
      skipped++;
      notes.push({ sourceId, kind: "skipped", message: outcome.skip });
      return;
    }
    imported++;
    targetRows.push(...outcome.rows);
    if (outcome.warning) notes.push({ sourceId, kind: "warning", message: outcome.warning });
  });
  return { notes, targetRows, imported, skipped };
}

const failureMessage = (error: unknown) => `写入失败：${(error instanceof Error ? error.message : String(error)).split("\n")[0].slice(0, 200)}`;

/**
 * Imports one source table, a batch at a time from where the last run stopped. Each batch and the step's progress
 * are written in one transaction, so a killed run loses at most the batch it was writing. A batch the database
 * refuses (a row breaking a unique rule) is written again row by row, and the refused rows are left out with why.
 * With `dryRun` nothing is written: rows are read and mapped, and counted as they would be.
 */
export async function runTableStep(env: StepEnv, step: TableStep, sink: ProgressSink, dryRun: boolean): Promise<StepOutcome> {
  const db = env.ctx.db.kysely;
  const state = await readState(db, step.step);
  const outcome: StepOutcome = { imported: 0, skipped: 0, tables: new Set() };
  if (state.done || !env.source.has(step.source)) return outcome;
  const total = await env.source.count(step.source);
  const progress = sink.start(step.step, total);
  progress.add(state.imported + state.skipped);
  let lastId = state.lastId;
  const batchSize = step.batchSize ?? 1000;
  for (;;) {
    const rows = await env.source.batch(step.source, lastId, batchSize);
    const last = rows.length < batchSize;
    if (rows.length === 0) {
      if (!dryRun) await advanceState(db, step.step, { lastId, imported: 0, skipped: 0, done: true });
      break;
    }
    const mapped = await step.mapBatch(rows, env);
    const batch = notesOf(rows, mapped);
    for (const row of batch.targetRows) if ("id" in row.row) outcome.tables.add(row.table);
    const batchLastId = idOf(rows[rows.length - 1]);
    if (!dryRun) {
      try {
        await db.transaction().execute(async (trx) => {
          await insertRows(trx, step, batch.targetRows);
          await addNotes(trx, step.step, batch.notes);
          await advanceState(trx, step.step, { lastId: batchLastId, imported: batch.imported, skipped: batch.skipped, done: last });
        });
      } catch {
        const recount = await writeRowByRow(db, step, rows, mapped, last);
        batch.imported = recount.imported;
        batch.skipped = recount.skipped;
      }
    }
    outcome.imported += batch.imported;
    outcome.skipped += batch.skipped;
    progress.add(rows.length);
    lastId = batchLastId;
    if (last) break;
  }
  progress.done();
  return outcome;
}

async function writeRowByRow(db: Kysely<Database>, step: TableStep, rows: SourceRow[], mapped: Mapped[], lastBatch: boolean): Promise<{ imported: number; skipped: number }> {
  let imported = 0;
  let skipped = 0;
  for (let i = 0; i < rows.length; i++) {
    const one = notesOf([rows[i]], [mapped[i]]);
    const sourceId = idOf(rows[i]);
    const done = lastBatch && i === rows.length - 1;
    try {
      await db.transaction().execute(async (trx) => {
        await insertRows(trx, step, one.targetRows);
        await addNotes(trx, step.step, one.notes);
        await advanceState(trx, step.step, { lastId: sourceId, imported: one.imported, skipped: one.skipped, done });
      });
      imported += one.imported;
      skipped += one.skipped;
    } catch (error) {
      await db.transaction().execute(async (trx) => {
        await addNotes(trx, step.step, [{ sourceId, kind: "skipped", message: failureMessage(error) }]);
        await advanceState(trx, step.step, { lastId: sourceId, imported: 0, skipped: 1, done });
      });
      skipped++;
    }
  }
  return { imported, skipped };
}
