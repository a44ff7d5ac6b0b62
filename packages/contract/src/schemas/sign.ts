import { z } from "zod";

/** A daily sign-in (api-contract §2 Sign): sign_at is the day as YYYYMMDD, award the credits received; id 0 = not signed today. */
export const signReplySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  sign_at: z.number().int(),
  award: z.number().int(),
  ip: z.string(),
  created_at: z.string(),
});
export type SignReply = z.infer<typeof signReplySchema>;
