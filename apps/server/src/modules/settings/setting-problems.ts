import { findSetting, type SettingProblem } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import "./problem-tables.js";
import { siteAddressProblems } from "./site-address-problem.js";

export interface SettingRef {
  category: string;
  name: string;
}

/**
 * Records that a setting broke something (e.g. the watermark image cannot be read) and logs it: the work went on
 * without it, and the admin dashboard shows the message until the setting changes or works again.
 */
export async function reportSettingProblem(ctx: AppContext, setting: SettingRef, value: string, message: string): Promise<void> {
  ctx.log.warn(`setting ${setting.category}.${setting.name} does not work: ${message}`, { value });
  const now = nowIso();
  await ctx.db.kysely
    .insertInto("setting_problem")
    .values({ ...setting, value, message, updated_at: now })
    .onConflict((oc) => oc.columns(["category", "name"]).doUpdateSet({ value, message, updated_at: now }))
    .execute();
}

/** The setting works (again), or an administrator saved it: its recorded problem is over. */
export async function clearSettingProblems(ctx: AppContext, settings: SettingRef[]): Promise<void> {
  if (!settings.length) return;
  await ctx.db.kysely
    .deleteFrom("setting_problem")
    .where((eb) => eb.or(settings.map(({ category, name }) => eb.and([eb("category", "=", category), eb("name", "=", name)]))))
    .execute();
}

/**
 * The recorded problems of settings that still hold the value that failed, with the setting's label, after the
 * standing ones (system.domain unset or on this machine).
 */
export async function listSettingProblems(ctx: AppContext): Promise<SettingProblem[]> {
  const rows = await ctx.db.kysely.selectFrom("setting_problem").selectAll().orderBy("updated_at", "desc").execute();
  const current = await Promise.all(rows.map((row) => ctx.settings.get(row.category, row.name)));
  const recorded = rows
    .filter((row, index) => current[index] === row.value)
    .map((row) => ({
      category: row.category,
      name: row.name,
      label: findSetting(row.category, row.name)?.label ?? row.name,
      value: row.value,
      message: row.message,
      updated_at: row.updated_at,
    }));
  return [...(await siteAddressProblems(ctx)), ...recorded];
}
