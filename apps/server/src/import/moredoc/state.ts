import type { Executor } from "../../db/schema.js";
import "./tables.js";
import { now } from "./values.js";

export interface StepState {
  lastId: number;
  imported: number;
  skipped: number;
  done: boolean;
}

export async function readState(db: Executor, step: string): Promise<StepState> {
  const row = await db.selectFrom("import_moredoc_state").selectAll().where("step", "=", step).executeTakeFirst();
  return row
    ? { lastId: Number(row.last_id), imported: Number(row.imported), skipped: Number(row.skipped), done: Number(row.done) === 1 }
    : { lastId: 0, imported: 0, skipped: 0, done: false };
}

/** Whether any import ran into this database before (a resumed or repeated run). */
export async function importStarted(db: Executor): Promise<boolean> {
  return (await db.selectFrom("import_moredoc_state").select("step").limit(1).executeTakeFirst()) !== undefined;
}

/** Records a batch's progress; called in the transaction that wrote the batch, so both happen or neither. */
export async function advanceState(db: Executor, step: string, change: { lastId: number; imported: number; skipped: number; done?: boolean }): Promise<void> {
  const done = change.done ? (1 as const) : (0 as const);
  await db
    .insertInto("import_moredoc_state")
    .values({ step, last_id: change.lastId, imported: change.imported, skipped: change.skipped, done, updated_at: now() })
    .onConflict((oc) =>
      oc.column("step").doUpdateSet((eb) => ({
        last_id: change.lastId,
        imported: eb("import_moredoc_state.imported", "+", change.imported),
        skipped: eb("import_moredoc_state.skipped", "+", change.skipped),
        done,
        updated_at: now(),
      })),
    )
    .execute();
}

export interface Note {
  sourceId: number;
  kind: "skipped" | "warning";
  message: string;
}

export async function addNotes(db: Executor, step: string, notes: Note[]): Promise<void> {
  for (let i = 0; i < notes.length; i += 500) {
    const rows = notes.slice(i, i + 500).map((note) => ({ step, source_id: note.sourceId, kind: note.kind, message: note.message, created_at: now() }));
    await db.insertInto("import_moredoc_note").values(rows).execute();
  }
}

/** The notes of a step grouped by message, for the report. */
export async function notesOf(db: Executor, step: string, kind: Note["kind"]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("import_moredoc_note")
    .select(["message", db.fn.countAll<number>().as("n")])
    .where("step", "=", step)
    .where("kind", "=", kind)
    .groupBy("message")
    .orderBy("message")
    .execute();
  return new Map(rows.map((row) => [row.message, Number(row.n)]));
}
