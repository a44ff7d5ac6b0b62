import { z } from "zod";

/** The conversion queue as the dashboard shows it (GET /api/v1/conversion/queue). */
export const conversionQueueReplySchema = z.object({
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  done: z.number().int(),
  /** Waiting jobs that failed before and wait for their next try. */
  retrying: z.number().int(),
  finished_last_hour: z.number().int(),
  pages_last_hour: z.number().int(),
  finished_last_day: z.number().int(),
  pages_last_day: z.number().int(),
  /** When the longest-waiting job was queued; empty when nothing waits. */
  oldest_queued_at: z.string(),
  recent_failures: z.array(
    z.object({ hash: z.string(), attempts: z.number().int(), last_error: z.string(), finished_at: z.string() }),
  ),
});
export type ConversionQueueReply = z.infer<typeof conversionQueueReplySchema>;
