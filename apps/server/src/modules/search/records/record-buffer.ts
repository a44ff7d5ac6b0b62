import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import "../tables.js";

export interface SearchRecordInput {
  keywords: string;
  total: number;
  page: number;
  user_id: number;
  ip: string;
  user_agent: string;
  spend_time: number;
}

export const FLUSH_INTERVAL_MS = 5000;
const MAX_BUFFERED = 10_000;
const ROWS_PER_INSERT = 500;

interface Buffer {
  rows: Array<SearchRecordInput & { created_at: string }>;
  timer?: NodeJS.Timeout;
}

const buffers = new WeakMap<AppContext, Buffer>();

function bufferOf(ctx: AppContext): Buffer {
  let buffer = buffers.get(ctx);
  if (!buffer) {
    buffer = { rows: [] };
    buffers.set(ctx, buffer);
  }
  return buffer;
}

/**
 * Notes a search without touching the database: records are kept in memory and written in batches every few
 * seconds and at shutdown. Past MAX_BUFFERED unwritten records (a database outage) new ones are dropped.
 */
export function recordSearch(ctx: AppContext, record: SearchRecordInput): void {
  const buffer = bufferOf(ctx);
  if (buffer.rows.length >= MAX_BUFFERED) return;
  buffer.rows.push({ ...record, keywords: record.keywords.slice(0, 200), user_agent: record.user_agent.slice(0, 500), created_at: nowIso() });
  buffer.timer ??= setInterval(() => {
    flushSearchRecords(ctx).catch((error: unknown) => ctx.log.warn("search records not written", { err: error }));
  }, FLUSH_INTERVAL_MS).unref();
}

/** Writes the buffered records now. */
export async function flushSearchRecords(ctx: AppContext): Promise<number> {
  const buffer = bufferOf(ctx);
  const rows = buffer.rows.splice(0);
  try {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await ctx.db.kysely.insertInto("search_record").values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
    }
  } catch (error) {
    buffer.rows.unshift(...rows);
    throw error;
  }
  return rows.length;
}

/** Final flush at shutdown; stops the timer. */
export async function closeSearchRecords(ctx: AppContext): Promise<void> {
  const buffer = bufferOf(ctx);
  if (buffer.timer) clearInterval(buffer.timer);
  buffer.timer = undefined;
  await flushSearchRecords(ctx);
}

export function bufferedSearchRecords(ctx: AppContext): number {
  return bufferOf(ctx).rows.length;
}
