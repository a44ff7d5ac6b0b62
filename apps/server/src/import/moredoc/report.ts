/** What one step did over every run of the import: rows imported, rows left out with why, warnings. */
export interface StepReport {
  step: string;
  source: number;
  imported: number;
  skipped: number;
  done: boolean;
  /** Reasons of the rows left out, with how many rows each. */
  skipReasons: Map<string, number>;
  warnings: Map<string, number>;
}

export interface ImportReport {
  steps: StepReport[];
  /** MOREDOC settings with no equivalent here, as category.name. */
  unmappedSettings: string[];
  /** Tables of the source no step reads (Pro tables, a plugin's). */
  unknownTables: Array<{ table: string; rows: number }>;
  /** Whole-import notes (the administrator, the rebuild). */
  notes: string[];
  files: { copied: number; bytes: number; reconverting: number };
  /** True when the run stopped before the last step (--stop-after). */
  stoppedEarly: boolean;
}

/** The reasons of one step as "reason (n)". */
const counted = (reasons: Map<string, number>) => [...reasons].map(([reason, n]) => `${reason}${n > 1 ? `（${n} 行）` : ""}`);

/** The report as lines for the terminal. */
export function formatReport(report: ImportReport): string[] {
  const lines = ["", "导入结果 / import report", "数据表                  来源   导入   跳过"];
  for (const step of report.steps) {
    lines.push(`${step.step.padEnd(22)} ${String(step.source).padStart(6)} ${String(step.imported).padStart(6)} ${String(step.skipped).padStart(6)}${step.done ? "" : "  （未完成）"}`);
    for (const reason of counted(step.skipReasons)) lines.push(`    跳过：${reason}`);
    for (const warning of counted(step.warnings)) lines.push(`    警告：${warning}`);
  }
  lines.push(`文件：复制 ${report.files.copied} 个，${(report.files.bytes / 1024 / 1024).toFixed(1)} MB；需重新转换的文档 ${report.files.reconverting} 个`);
  if (report.unmappedSettings.length) lines.push(`无对应项的 MOREDOC 设置（${report.unmappedSettings.length}）：${report.unmappedSettings.join(", ")}`);
  for (const table of report.unknownTables) lines.push(`未导入的数据表：${table.table}（${table.rows} 行，Wenku 没有对应的数据）`);
  for (const note of report.notes) lines.push(note);
  if (report.stoppedEarly) lines.push("已按 --stop-after 提前停止；再次运行将从中断处继续");
  return lines;
}
