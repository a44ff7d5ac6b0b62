import { messages, type findPasswordStepTwoBodySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { findUserById } from "../users/queries.js";
import { setPassword } from "../users/set-password.js";
import { passwordFingerprint, readResetToken } from "./reset-token.js";

/** Step two: a valid link sets the new password once and ends every session of the account. */
export async function resetPassword(ctx: AppContext, body: z.output<typeof findPasswordStepTwoBodySchema>): Promise<void> {
  const invalid = badRequest(messages.findPasswordTokenInvalid);
  const claims = await readResetToken(ctx, body.token);
  if (!claims || claims.email.toLowerCase() !== body.email) throw invalid;
  const user = await findUserById(ctx.db.kysely, claims.userId);
  if (!user || user.email.toLowerCase() !== body.email) throw invalid;
  if (passwordFingerprint(ctx, user.password_hash) !== claims.fingerprint) throw invalid;
  const changed = await setPassword(ctx, Number(user.id), body.password, { expectedHash: user.password_hash });
  if (changed === null) throw invalid;
}
