import type { PageLayoutBackfillReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import type { PassKind } from "./claim-pass.js";
import "./tables.js";

/**
 * The pass that reads where the words are for pages converted before conversion stored it (`document_page.layout`
 * NULL). Its `page_repair` row counts files in `checked`, pages given a layout in `repaired` and files whose
 * original could not be read again in `requeued`.
 */
export const LAYOUT_PASS = "page-layout";

/** Files with a page whose layout is not read yet. */
export async function countFilesWithoutLayout(ctx: AppContext): Promise<number> {
  const row = await ctx.db.kysely
    .selectFrom("document_page")
    .select((eb) => eb.fn.count<number>("hash").distinct().as("count"))
    .where("layout", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const layoutPass: PassKind = { name: LAYOUT_PASS, countTotal: countFilesWithoutLayout };

/** GET /api/v1/document/page-layout: the backfill's figures; before it has begun, the files it will read. */
export async function layoutBackfillProgress(ctx: AppContext): Promise<PageLayoutBackfillReply> {
  const row = await ctx.db.kysely.selectFrom("page_repair").selectAll().where("pass", "=", LAYOUT_PASS).executeTakeFirst();
  if (!row) return { checked: 0, filled: 0, failed: 0, total: await countFilesWithoutLayout(ctx), done: false };
  const checked = Number(row.checked);
  return {
    checked,
    filled: Number(row.repaired),
    failed: Number(row.requeued),
    total: Math.max(Number(row.total), checked),
    done: row.finished_at !== null,
  };
}
