import type { DocumentFindReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { matchRanges, parseQuery } from "../search/index.js";
import type { Actor } from "../session/actor.js";
import { canReadPage, readerAccess } from "./reader-access.js";

/** Pages whose texts are read per statement: a 3,000-page document is never held whole. */
const PAGES_PER_READ = 200;

/**
 * GET /api/v1/document/find: where the query's terms occur in a document's page texts, matched as the site search
 * matches them (its query parser: Chinese by jieba and substrings, other words whole and case-folded). Pages the
 * caller may read get each hit's offsets; other pages only their count.
 */
export async function findInDocument(ctx: AppContext, actor: Actor, documentId: number, wd: string): Promise<DocumentFindReply> {
  const access = await readerAccess(ctx, actor, documentId);
  const plan = parseQuery(wd.trim());
  if (!plan) return { terms: [], pages: [], total: 0 };
  const pages: DocumentFindReply["pages"] = [];
  let total = 0;
  for (let after = 0; ; after += PAGES_PER_READ) {
    const rows = await ctx.db.kysely
      .selectFrom("document_page")
      .select(["page", "text"])
      .where("hash", "=", access.doc.hash)
      .where("page", ">", after)
      .where("page", "<=", after + PAGES_PER_READ)
      .orderBy("page")
      .execute();
    for (const row of rows) {
      const hits = matchRanges(row.text, plan.needles);
      if (hits.length === 0) continue;
      total += hits.length;
      pages.push(canReadPage(access, row.page) ? { page: row.page, count: hits.length, hits } : { page: row.page, count: hits.length });
    }
    if (after + PAGES_PER_READ >= access.doc.pages) break;
  }
  return { terms: plan.needles.map((n) => n.text), pages, total };
}
