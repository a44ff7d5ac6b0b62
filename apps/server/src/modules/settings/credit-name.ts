import { findSetting } from "@wenku/contract";
import type { SettingsStore } from "./store.js";

/** The credit currency's one name (score.credit_name, default 魔豆), used in every balance, price and message. */
export async function creditName(settings: Pick<SettingsStore, "get">): Promise<string> {
  return (await settings.get("score", "credit_name")).trim() || findSetting("score", "credit_name")!.default;
}
