import type { embeddingDocumentSchema, embeddingListQuerySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, live, pageWindow } from "../../db/list-query.js";
import { resolveEmbeddingModel } from "../llm/resolve-model.js";
import "./tables.js";

export type EmbeddingListQuery = z.output<typeof embeddingListQuerySchema>;
type EmbeddingDocument = z.infer<typeof embeddingDocumentSchema>;

/**
 * GET /api/v1/embedding/list: live documents with an embedding status row (queued at least once), most recently
 * changed first, with their passage counts and error; and the embedding model in use (0: none set or disabled).
 */
export async function listEmbeddings(ctx: AppContext, query: EmbeddingListQuery): Promise<{ total: number; document: EmbeddingDocument[]; model_id: number }> {
  let base = ctx.db.kysely
    .selectFrom("retrieval_embedding as e")
    .innerJoin("document", "document.id", "e.document_id")
    .where(live("document"));
  if (query.wd?.trim()) base = base.where(keywordMatch(["document.title"], query.wd));
  if (query.status !== undefined) base = base.where("e.status", "=", query.status);
  const { limit, offset } = pageWindow(query.page ?? 1, query.size ?? 20, { min: 1, max: 100 });
  const rows = await base
    .select(["document.id", "document.uuid", "document.title", "e.status", "e.chunks", "e.embedded", "e.error", "e.updated_at"])
    .orderBy("e.updated_at", "desc")
    .orderBy("document.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await countRows(base);
  const model = await resolveEmbeddingModel(ctx);
  return {
    total,
    document: rows.map((row) => ({
      document_id: Number(row.id),
      uuid: row.uuid,
      title: row.title,
      status: Number(row.status),
      chunks: Number(row.chunks),
      embedded: Number(row.embedded),
      error: row.error,
      updated_at: row.updated_at,
    })),
    model_id: model?.id ?? 0,
  };
}
