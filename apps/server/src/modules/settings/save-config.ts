import type { ConfigSaveReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { checkConfigEntries } from "./check-config-entries.js";
import { checkOutboundSettings } from "./check-outbound-settings.js";
import { checkReferencedFiles } from "./check-referenced-files.js";
import { requireSecretsForNewAddresses } from "./secret-bindings.js";
import { sendTestMailIfRequested } from "./send-test-mail.js";
import { paymentReadiness } from "./payment-readiness.js";
import { clearSettingProblems } from "./setting-problems.js";
import type { SettingEntry } from "./store.js";

/**
 * Saves the settings an administrator submitted: all or nothing, in one transaction, after every value (and every
 * uploaded file an image setting names) was checked, a stored secret kept only at its address, and every address
 * the server will connect to passed the outbound guard. Problems recorded for the saved settings are over. Saving the
 * email group then sends the test mail when asked; the settings stay saved when it fails, so the administrator
 * can correct them. Saving payment or VIP settings answers warnings about purchases left without a way to pay.
 */
export async function saveConfig(ctx: AppContext, entries: SettingEntry[]): Promise<ConfigSaveReply> {
  const accepted = checkConfigEntries(entries);
  await checkReferencedFiles(ctx, accepted);
  await requireSecretsForNewAddresses(ctx, accepted);
  await checkOutboundSettings(ctx, accepted);
  if (accepted.length) {
    await ctx.settings.save(accepted);
    await clearSettingProblems(ctx, accepted);
  }
  if (entries.some((e) => e.category === "email")) await sendTestMailIfRequested(ctx);
  return paymentWarnings(ctx, entries);
}

/** Saving the payment or VIP settings warns about every purchase they leave without a way to pay. */
async function paymentWarnings(ctx: AppContext, entries: SettingEntry[]): Promise<ConfigSaveReply> {
  if (!entries.some((e) => e.category === "pay" || e.category === "vip")) return {};
  const problems = await paymentReadiness(ctx).problems();
  return problems.length ? { warnings: problems.map((p) => `${p.label}：${p.message}`) } : {};
}
