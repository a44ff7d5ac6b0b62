import { documentMessages } from "@wenku/contract";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { forbidden, notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { canManageDocuments, findDocument, isVisibleTo } from "../documents/document-access.js";
import { setDocumentCounts } from "../documents/document-counters.js";

/**
 * POST /api/v1/document/score: one rating (100–500) per user and document; a second one, or one on the rater's
 * own document, is 403. The document's score becomes the rounded average of its ratings and score_count their
 * number, both recomputed from the rows.
 */
export async function rateDocument(ctx: AppContext, actor: Actor, documentId: number, score: number): Promise<void> {
  const userId = Number(actor.requireUser().id);
  const doc = await findDocument(ctx.db.kysely, { id: documentId });
  if (!doc || !isVisibleTo(doc, userId, await canManageDocuments(actor))) throw notFound(documentMessages.notFound);
  if (Number(doc.user_id) === userId) throw forbidden(documentMessages.cannotRateOwn);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const inserted = await trx
      .insertInto("document_score")
      .values({ document_id: Number(doc.id), user_id: userId, score, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(["document_id", "user_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) throw forbidden(documentMessages.alreadyRated);
    const ratings = trx.selectFrom("document_score").where("document_score.document_id", "=", doc.id);
    await setDocumentCounts(trx, Number(doc.id), () => ({
      score: ratings.select(sql<number>`cast(round(avg(score)) as integer)`.as("average")),
      score_count: ratings.select((eb) => eb.fn.countAll<number>().as("n")),
    }));
  });
}
