import os from "node:os";
import type { AppContext } from "../../context.js";
import type { ConvertInput } from "./engine/types.js";

export interface ConverterSettings {
  maxPreview: number;
  maxPreviewPercent: number;
  /** The most any step may take; each step's own limit scales with the file's size below it. */
  stepTimeoutMs: number;
  workers: number;
  maxAttempts: number;
  pageFormat: "auto" | "svg" | "webp";
  enableGzip: boolean;
  convertRepeated: boolean;
  limits: NonNullable<ConvertInput["limits"]>;
}

export const cpuCount = () => Math.max(1, typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length);

const MB = 1024 * 1024;

/** The `converter` settings group, read fresh for every job so that changes apply without a restart. */
export async function readConverterSettings(ctx: AppContext): Promise<ConverterSettings> {
  const group = await ctx.settings.group("converter");
  const num = (name: string, fallback: number) => {
    const n = Number(group[name]);
    return Number.isFinite(n) ? n : fallback;
  };
  const atLeast = (name: string, fallback: number, min: number) => Math.max(min, num(name, fallback));
  const format = group.extension;
  const workers = Math.floor(num("workers", 0));
  return {
    maxPreview: Math.max(0, Math.floor(num("max_preview", 12))),
    maxPreviewPercent: num("max_preview_percent", 100),
    stepTimeoutMs: Math.max(1, num("timeout", 30) * 60_000),
    workers: workers > 0 ? workers : cpuCount(),
    maxAttempts: Math.min(10, Math.max(1, Math.floor(num("max_attempts", 3)))),
    pageFormat: format === "svg" || format === "webp" ? format : "auto",
    enableGzip: group.enable_gzip !== "false",
    convertRepeated: group.enable_convert_repeated_document === "true",
    limits: {
      unpack: {
        maxUnpackedBytes: atLeast("max_unpacked_size", 512, 16) * MB,
        maxEntries: atLeast("max_zip_entries", 10_000, 100),
        maxEntryRatio: atLeast("max_zip_ratio", 200, 10),
      },
      pages: { maxPages: Math.floor(atLeast("max_pages", 3000, 1)) },
      memory: {
        officeMb: atLeast("office_memory", 2048, 512),
        renderMb: atLeast("render_memory", 1024, 128),
        ocrMb: atLeast("ocr_memory", 512, 256),
      },
    },
  };
}
