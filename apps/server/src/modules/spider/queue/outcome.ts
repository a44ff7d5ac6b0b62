import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { AppError } from "../../../http/errors.js";
import { FetchRefused } from "../safe-fetch/fetch-refused.js";
import { isoIn } from "./claim.js";

/** Attempts of a download or a collection before it is marked failed; later ones wait 30 s, 2 min, 8 min… */
export const MAX_ATTEMPTS = 3;
const RETRY_BASE_MS = 30_000;

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Whether another attempt may succeed: not when the spider's rules or the site's data refused it. */
const retryable = (error: unknown) => !(error instanceof FetchRefused) && !(error instanceof AppError);

export interface FailedStep {
  attempts: number;
  /** Status to go back to for another attempt, and the final one. */
  queue: number;
  failed: number;
}

/** What a failed step sets: back to its queue after a delay while attempts remain and it may help, else failed. */
export function failure(step: FailedStep, error: unknown) {
  const again = retryable(error) && step.attempts < MAX_ATTEMPTS;
  return {
    status: again ? step.queue : step.failed,
    error: errorText(error),
    run_after: again ? isoIn(RETRY_BASE_MS * 4 ** (step.attempts - 1)) : "",
    lease_until: "",
    updated_at: nowIso(),
  };
}

export async function failUrl(ctx: AppContext, id: number, running: number, step: FailedStep, error: unknown): Promise<void> {
  await ctx.db.kysely.updateTable("spider_url").set(failure(step, error)).where("id", "=", id).where("status", "=", running).execute();
}

export async function failDocument(ctx: AppContext, id: number, running: number, step: FailedStep, error: unknown): Promise<void> {
  await ctx.db.kysely.updateTable("spider_document").set(failure(step, error)).where("id", "=", id).where("status", "=", running).execute();
}
