import { findSetting } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import { saveConfig } from "../../modules/settings/save-config.js";
import type { ProgressSink } from "./progress.js";
import type { MoredocSource } from "./source.js";
import { addNotes, advanceState, readState, type Note } from "./state.js";
import { idOf, int, str } from "./values.js";

export const SETTINGS_STEP = "config";

/**
 * MOREDOC's settings, key by key: a key we have (same category and name) is saved as the admin form saves it
 * (the same checks: URLs, referenced images, HTML, secrets bound to their address); a value those checks refuse is
 * left out with the reason, and a key we do not have is listed. Keys are few: one run, one step state.
 */
export async function importSettings(ctx: AppContext, source: MoredocSource, sink: ProgressSink, dryRun: boolean): Promise<{ unmapped: string[] }> {
  const rows = await source.query(`select * from \`${source.tableName("config")}\` order by id`);
  const unmapped = rows.filter((row) => !findSetting(str(row.category), str(row.name))).map((row) => `${str(row.category)}.${str(row.name)}`);
  const state = await readState(ctx.db.kysely, SETTINGS_STEP);
  if (state.done || dryRun) return { unmapped };
  const progress = sink.start("设置 / config", rows.length);
  const notes: Note[] = [];
  let imported = 0;
  for (const row of rows) {
    const category = str(row.category);
    const name = str(row.name);
    const def = findSetting(category, name);
    progress.add(1);
    if (!def) {
      notes.push({ sourceId: idOf(row), kind: "skipped", message: "Wenku 没有对应的设置项" });
      continue;
    }
    if (def.secret && str(row.value) === "") {
      imported++;
      continue;
    }
    try {
      const reply = await saveConfig(ctx, [{ category, name, value: str(row.value) }]);
      imported++;
      for (const warning of reply.warnings ?? []) notes.push({ sourceId: idOf(row), kind: "warning", message: warning });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      notes.push({ sourceId: idOf(row), kind: "skipped", message: `${category}.${name}：${error.message}` });
    }
  }
  progress.done();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await addNotes(trx, SETTINGS_STEP, notes);
    await advanceState(trx, SETTINGS_STEP, { lastId: rows.length ? int(rows[rows.length - 1].id) : 0, imported, skipped: rows.length - imported, done: true });
  });
  return { unmapped };
}
