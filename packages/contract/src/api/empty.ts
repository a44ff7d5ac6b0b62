import { z } from "zod";

/** The `{}` reply of a route that only acts. */
export const emptyReplySchema = z.object({});
