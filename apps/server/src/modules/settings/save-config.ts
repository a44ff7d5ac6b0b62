import type { AppContext } from "../../context.js";
import { checkConfigEntries } from "./check-config-entries.js";
import { checkOutboundSettings } from "./check-outbound-settings.js";
import { checkReferencedFiles } from "./check-referenced-files.js";
import { requireSecretsForNewAddresses } from "./secret-bindings.js";
import { sendTestMailIfRequested } from "./send-test-mail.js";
import { clearSettingProblems } from "./setting-problems.js";
import type { SettingEntry } from "./store.js";

/**
 * Saves the settings an administrator submitted: all or nothing, in one transaction, after every value (and every
 * uploaded file an image setting names) was checked, a stored secret kept only at its address, and every address
 * the server will connect to passed the outbound guard. Problems recorded for the saved settings are over. Saving the
 * email group then sends the test mail when asked; the settings stay saved when it fails, so the administrator
 * can correct them.
 */
export async function saveConfig(ctx: AppContext, entries: SettingEntry[]): Promise<void> {
  const accepted = checkConfigEntries(entries);
  await checkReferencedFiles(ctx, accepted);
  await requireSecretsForNewAddresses(ctx, accepted);
  await checkOutboundSettings(ctx, accepted);
  if (accepted.length) {
    await ctx.settings.save(accepted);
    await clearSettingProblems(ctx, accepted);
  }
  if (entries.some((e) => e.category === "email")) await sendTestMailIfRequested(ctx);
}
