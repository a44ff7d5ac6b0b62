import { z } from "zod";
import { bInt, qInt } from "../query.js";

/** Where a signed-in reader left a document: its page, kept per user and document. */
export const readingPositionQuerySchema = z.object({ document_id: qInt() });

export const readingPositionBodySchema = z.object({
  document_id: bInt().pipe(z.number().int().min(1, "文档不存在")),
  page: bInt().pipe(z.number().int().min(1, "页码须为正整数").max(1_000_000, "页码须为正整数")),
});

/** page 0: the reader has not opened this document yet (or only its first page). */
export const readingPositionSchema = z.object({
  document_id: z.number().int(),
  page: z.number().int(),
  updated_at: z.string(),
});
export type ReadingPosition = z.infer<typeof readingPositionSchema>;
