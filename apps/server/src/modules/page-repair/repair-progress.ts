import type { PageRepairReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import "./tables.js";

/**
 * The pass that strips mupdf 1.21's data-text attributes from page SVGs stored before the engine did so itself
 * (they held unescaped `<`, so browsers showed a broken image).
 */
export const DATA_TEXT_PASS = "svg-data-text";

export const SVG_FORMATS = ["svgz", "svg"];

/** SVG pages stored now. */
export async function countSvgPages(ctx: AppContext): Promise<number> {
  const row = await ctx.db.kysely
    .selectFrom("document_page")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("format", "in", SVG_FORMATS)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** GET /api/v1/document/page-repair: the pass's figures; before it has begun, what it will have to check. */
export async function pageRepairProgress(ctx: AppContext): Promise<PageRepairReply> {
  const row = await ctx.db.kysely.selectFrom("page_repair").selectAll().where("pass", "=", DATA_TEXT_PASS).executeTakeFirst();
  if (!row) return { checked: 0, repaired: 0, requeued: 0, total: await countSvgPages(ctx), done: false };
  const checked = Number(row.checked);
  return {
    checked,
    repaired: Number(row.repaired),
    requeued: Number(row.requeued),
    total: Math.max(Number(row.total), checked),
    done: row.finished_at !== null,
  };
}
