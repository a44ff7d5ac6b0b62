import fs from "node:fs";
import { closeContext, createContext, silentLogger } from "../../bootstrap.js";
import type { AppContext } from "../../context.js";
import { checkImport } from "./check-import.js";
import { importMoredoc } from "./import-moredoc.js";
import { terminalProgress } from "./progress.js";
import { formatReport } from "./report.js";
import { MoredocSource } from "./source.js";

export interface MoredocCommandOptions {
  mysql: string;
  files: string;
  dryRun: boolean;
  stopAfter?: number;
  sample?: number;
  sourceTimezone?: string;
}

/** The options both commands take, checked: `--mysql <dsn>` and `--files <dir>` are required. */
export function moredocOptions(options: Map<string, string | true>): MoredocCommandOptions | string {
  const text = (name: string) => {
    const value = options.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const mysql = text("mysql");
  const files = text("files");
  if (!mysql || !/^mysql:\/\//.test(mysql)) return "需要 --mysql mysql://用户:密码@主机:端口/数据库";
  if (!files || !fs.existsSync(files)) return "需要 --files <MOREDOC 的工作目录>（含 documents/ 与 uploads/）";
  const positive = (name: string) => {
    const value = text(name);
    if (value === undefined) return undefined;
    return /^[1-9]\d*$/.test(value) ? Number(value) : Number.NaN;
  };
  const stopAfter = positive("stop-after");
  const sample = positive("sample");
  if (Number.isNaN(stopAfter) || Number.isNaN(sample)) return "--stop-after 与 --sample 须为正整数";
  const sourceTimezone = text("source-timezone");
  if (sourceTimezone !== undefined && !/^[+-]\d{2}:\d{2}$|^Z$/.test(sourceTimezone)) return "--source-timezone 须形如 +08:00";
  return { mysql, files, dryRun: options.get("dry-run") === true, stopAfter, sample, sourceTimezone };
}

async function withContext<T>(run: (ctx: AppContext) => Promise<T>): Promise<T> {
  const ctx = await createContext({}, silentLogger);
  try {
    return await run(ctx);
  } finally {
    await closeContext(ctx);
  }
}

/** `wenku import:moredoc`: imports, shows progress per step, prints the report. */
export async function importMoredocCommand(options: MoredocCommandOptions): Promise<number> {
  return withContext(async (ctx) => {
    const report = await importMoredoc(ctx, {
      dsn: options.mysql,
      filesDir: options.files,
      dryRun: options.dryRun,
      stopAfter: options.stopAfter,
      sourceTimezone: options.sourceTimezone,
      progress: terminalProgress(),
      out: process.stderr,
    });
    if (options.dryRun) console.log("演练（--dry-run）：未写入任何数据 / nothing was written");
    for (const line of formatReport(report)) console.log(line);
    return 0;
  });
}

/** `wenku import:moredoc:check`: compares the site with its source; non-zero with each difference named. */
export async function checkMoredocCommand(options: MoredocCommandOptions): Promise<number> {
  return withContext(async (ctx) => {
    const source = await MoredocSource.open(options.mysql, options.sourceTimezone);
    try {
      const { lines, differences } = await checkImport(ctx, source, options.files, options.sample ?? 20);
      for (const line of lines) console.log(line);
      for (const difference of differences) console.error(`不一致：${difference}`);
      console.log(differences.length === 0 ? "核对通过 / the import matches its source" : `发现 ${differences.length} 处不一致`);
      return differences.length === 0 ? 0 : 1;
    } finally {
      await source.close();
    }
  });
}
