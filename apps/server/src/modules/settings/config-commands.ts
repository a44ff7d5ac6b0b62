import { SECRET_MASK } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { knownSetting } from "./check-config-entries.js";
import { saveConfig } from "./save-config.js";

/**
 * `wenku config:get <category> <name>`: the value the site uses (the stored one, else the default). A secret that is
 * set reads "******", as on the admin form.
 */
export async function configGet(ctx: AppContext, category: string, name: string): Promise<string> {
  const def = knownSetting(category, name);
  const value = await ctx.settings.get(category, name);
  return def.secret && value ? SECRET_MASK : value;
}

/**
 * `wenku config:set <category> <name> <value>`: saved exactly as the settings API saves it (PUT /api/v1/config:
 * the same checks, the same transaction); with Redis, every running process is told at once and serves it within a
 * second. The lines to print: what was stored, then any warning the API would answer.
 */
export async function configSet(ctx: AppContext, category: string, name: string, value: string): Promise<string[]> {
  knownSetting(category, name);
  const reply = await saveConfig(ctx, [{ category, name, value }]);
  return [`${category}.${name} = ${await configGet(ctx, category, name)}`, ...(reply.warnings ?? []).map((warning) => `警告：${warning}`)];
}
