import type { AppContext } from "../../context.js";
import { conflict } from "../../http/errors.js";
import { apiRoutes } from "../../modules/index.js";
import { seedGroups } from "../../modules/groups/seed-groups.js";
import { seedLanguages } from "../../modules/language/seed-languages.js";
import { syncPermissions } from "../../modules/permissions/sync.js";
import { closeRenderWorkers } from "../../markdown/render-pool.js";
import { SITE_PAGE_USER_ID } from "../../modules/articles/article-access.js";
import { copyFiles, FILES_STEP } from "./copy-files.js";
import { advanceSequences, keepSuperAdministrator, rebuildAfterImport } from "./finish-import.js";
import { importSettings, SETTINGS_STEP } from "./import-settings.js";
import { closingSteps, importSteps, KNOWN_TABLES } from "./plan.js";
import { silentProgress, type ProgressSink } from "./progress.js";
import type { ImportReport, StepReport } from "./report.js";
import { runTableStep } from "./run-table-step.js";
import { MoredocSource } from "./source.js";
import { advanceState, importStarted, notesOf, readState } from "./state.js";
import type { StepEnv } from "./step.js";

export interface ImportOptions {
  dsn: string;
  filesDir: string;
  dryRun?: boolean;
  /** Stop after this many steps (a partial run, to resume later). */
  stopAfter?: number;
  /** The zone MOREDOC's DATETIMEs were written in (its server's local time): "+08:00" unless told. */
  sourceTimezone?: string;
  progress?: ProgressSink;
  /** Where the search rebuild shows its progress. */
  out?: NodeJS.WriteStream;
}

const FINISH_STEP = "finish";

type IdTable = "user" | "document" | "article" | "groups" | "category";

const targetIds = async (ctx: AppContext, table: IdTable) => new Set((await ctx.db.kysely.selectFrom(table).select("id").execute()).map((r) => Number(r.id)));

/** A dry run writes nothing: the rows a step would find are the source's. */
const sourceIds = async (source: MoredocSource, table: IdTable) =>
  new Set((await source.query(`select id from \`${source.tableName(table === "groups" ? "group" : table)}\``)).map((r) => Number(r.id)));

/**
 * The target must be a new site: no documents, no articles but the site's own pages, no user but the administrator
 * made at first start (who gives way to MOREDOC's users, their administrator first). A site page MOREDOC has too
 * (about, agreement…) gives way to MOREDOC's; the others move past MOREDOC's article ids. A run that started before
 * continues instead.
 */
async function prepareTarget(ctx: AppContext, source: MoredocSource): Promise<void> {
  const db = ctx.db.kysely;
  const documents = await db.selectFrom("document").select("id").limit(1).execute();
  const articles = await db.selectFrom("article").select(["id", "identifier", "user_id"]).execute();
  const users = await db.selectFrom("user").select(["id", "username"]).limit(2).execute();
  const seededOnly = users.length === 0 || (users.length === 1 && Number(users[0].id) === 1);
  if (documents.length > 0 || articles.some((a) => Number(a.user_id) !== SITE_PAGE_USER_ID) || !seededOnly) {
    throw conflict("目标站点已有数据：MOREDOC 只能导入到新建的站点（空数据库） / the target site is not empty");
  }
  const theirs = source.has("article") ? await source.query(`select identifier from \`${source.tableName("article")}\``) : [];
  const taken = new Set(theirs.map((row) => String(row.identifier).trim().toLowerCase()));
  const maxId = source.has("article") ? Number((await source.query(`select coalesce(max(id), 0) as m from \`${source.tableName("article")}\``))[0].m) : 0;
  await db.transaction().execute(async (trx) => {
    let next = Math.max(maxId, ...articles.map((a) => Number(a.id)));
    for (const page of articles.sort((a, b) => Number(b.id) - Number(a.id))) {
      if (taken.has(page.identifier)) await trx.deleteFrom("article").where("id", "=", page.id).execute();
      else await trx.updateTable("article").set({ id: ++next }).where("id", "=", page.id).execute();
    }
    await trx.deleteFrom("user").execute();
  });
  await seedGroups(ctx);
  await seedLanguages(ctx);
  await syncPermissions(ctx, apiRoutes());
}

async function stepReport(ctx: AppContext, source: MoredocSource, step: string, sourceTable: string): Promise<StepReport> {
  const state = await readState(ctx.db.kysely, step);
  return {
    step,
    source: await source.count(sourceTable),
    imported: state.imported,
    skipped: state.skipped,
    done: state.done,
    skipReasons: await notesOf(ctx.db.kysely, step, "skipped"),
    warnings: await notesOf(ctx.db.kysely, step, "warning"),
  };
}

/**
 * Imports a MOREDOC site (its MySQL database and its files folder) into this site's database and storage, step by
 * step (plan.ts), each resumable. Returns what it did over every run so far.
 */
export async function importMoredoc(ctx: AppContext, options: ImportOptions): Promise<ImportReport> {
  const sink = options.progress ?? silentProgress;
  const dryRun = options.dryRun === true;
  const source = await MoredocSource.open(options.dsn, options.sourceTimezone);
  const report: ImportReport = { steps: [], unmappedSettings: [], unknownTables: [], notes: [], files: { copied: 0, bytes: 0, reconverting: 0 }, stoppedEarly: false };
  try {
    if (!dryRun && !(await importStarted(ctx.db.kysely))) await prepareTarget(ctx, source);
    let stepsRun = 0;
    const dryRunCounts = new Map<string, { imported: number; skipped: number }>();
    const stopping = () => options.stopAfter !== undefined && stepsRun >= options.stopAfter;
    const runSteps = async (steps: ReturnType<typeof importSteps>) => {
      for (const step of steps) {
        if (stopping()) return;
        const cache = new Map<string, Promise<Set<number>>>();
        const env: StepEnv = {
          ctx,
          source,
          ids: (table) => {
            if (!cache.has(table)) cache.set(table, dryRun ? sourceIds(source, table) : targetIds(ctx, table));
            return cache.get(table)!;
          },
        };
        const outcome = await runTableStep(env, step, sink, dryRun);
        dryRunCounts.set(step.step, outcome);
        if (!dryRun) await advanceSequences(ctx, outcome.tables);
        stepsRun++;
      }
    };
    await runSteps(importSteps());
    if (!stopping()) {
      const files = await copyFiles(ctx, source, options.filesDir, sink, dryRun);
      report.files = files;
      stepsRun++;
    }
    if (!stopping()) {
      report.unmappedSettings = (await importSettings(ctx, source, sink, dryRun)).unmapped;
      stepsRun++;
    }
    await runSteps(closingSteps());
    report.stoppedEarly = stopping() && !(await readState(ctx.db.kysely, FINISH_STEP)).done;
    if (!report.stoppedEarly && !dryRun && !(await readState(ctx.db.kysely, FINISH_STEP)).done) {
      const admin = await keepSuperAdministrator(ctx);
      if (admin) report.notes.push(admin);
      await advanceSequences(ctx, ["import_moredoc_note", "credit_ledger"]);
      await rebuildAfterImport(ctx, options.out);
      await advanceState(ctx.db.kysely, FINISH_STEP, { lastId: 0, imported: 0, skipped: 0, done: true });
      report.notes.push("搜索索引已重建；网站地图将在下一轮后台任务中生成；设置了向量模型时，向量由后台任务为每篇已转换的文档生成");
    }
    for (const step of [...importSteps(), ...closingSteps()]) {
      if (!source.has(step.source)) continue;
      const counts = await stepReport(ctx, source, step.step, step.source);
      // A dry run wrote no state: it reports what it would have done.
      report.steps.push(dryRun ? { ...counts, ...(dryRunCounts.get(step.step) ?? { imported: 0, skipped: 0 }), done: false } : counts);
    }
    report.steps.push(await stepReport(ctx, source, FILES_STEP, "attachment"));
    report.steps.push(await stepReport(ctx, source, SETTINGS_STEP, "config"));
    for (const table of source.tableNames()) {
      if (!KNOWN_TABLES.has(table)) report.unknownTables.push({ table: source.tableName(table), rows: await source.count(table) });
    }
    return report;
  } finally {
    await source.close();
    await closeRenderWorkers();
  }
}
