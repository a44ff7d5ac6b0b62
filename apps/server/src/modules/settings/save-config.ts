import type { AppContext } from "../../context.js";
import { checkConfigEntries } from "./check-config-entries.js";
import { sendTestMailIfRequested } from "./send-test-mail.js";
import type { SettingEntry } from "./store.js";

/**
 * Saves the settings an administrator submitted: all or nothing, in one transaction. Saving the email group
 * then sends the test mail when asked; the settings stay saved when it fails, so the administrator can correct them.
 */
export async function saveConfig(ctx: AppContext, entries: SettingEntry[]): Promise<void> {
  const accepted = checkConfigEntries(entries);
  if (accepted.length) await ctx.settings.save(accepted);
  if (entries.some((e) => e.category === "email")) await sendTestMailIfRequested(ctx);
}
