import type { AppContext } from "../../context.js";
import { sendMail, type MailMessage } from "./send-mail.js";

const pendingByContext = new WeakMap<AppContext, Set<Promise<void>>>();

function trackPending(ctx: AppContext): Set<Promise<void>> {
  const pending = new Set<Promise<void>>();
  pendingByContext.set(ctx, pending);
  ctx.hooks.onShutdown.push(async () => {
    await Promise.allSettled([...pending]);
  });
  return pending;
}

/**
 * Sends a mail after the reply has gone, so the reply does not wait on (or reveal) the SMTP exchange.
 * Failures are logged (the caller has already answered); shutting down waits for mails still on their way.
 */
export function sendInBackground(ctx: AppContext, message: MailMessage): void {
  const pending = pendingByContext.get(ctx) ?? trackPending(ctx);
  const sending: Promise<void> = sendMail(ctx, message)
    .catch((error) => ctx.log.error("background mail failed", { to: message.to, error: String((error as Error).message ?? error) }))
    .finally(() => pending.delete(sending));
  pending.add(sending);
}
