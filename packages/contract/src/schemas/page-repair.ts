import { z } from "zod";

/**
 * The repair of stored page images (GET /api/v1/document/page-repair): SVG pages checked so far, those made
 * well-formed again, the files sent back to conversion because a page could not be, and whether the pass is done.
 */
export const pageRepairReplySchema = z.object({
  checked: z.number().int(),
  repaired: z.number().int(),
  requeued: z.number().int(),
  total: z.number().int(),
  done: z.boolean(),
});
export type PageRepairReply = z.infer<typeof pageRepairReplySchema>;
