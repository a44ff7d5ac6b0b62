import { SECRET_MASK, settingGroups, type ConfigRow, type SettingGroup } from "@wenku/contract";
import type { AppContext } from "../../context.js";

/**
 * The settings of the requested groups (all groups when none is named; unknown names are skipped) as the
 * admin form renders them, in definition order. A secret that is set reads "******". `options` holds one
 * "value:label" a line, as the established client splits them (its config form takes the text before the first
 * ":" as the value it sends back).
 */
export async function listConfig(ctx: AppContext, categories: string[]): Promise<ConfigRow[]> {
  const groups: SettingGroup[] = categories.length ? settingGroups.filter((g) => categories.includes(g.category)) : settingGroups;
  if (groups.length === 0) return [];
  const stored = await ctx.db.kysely
    .selectFrom("config")
    .select(["id", "category", "name", "value"])
    .where("category", "in", groups.map((g) => g.category))
    .execute();
  const byKey = new Map(stored.map((row) => [`${row.category}.${row.name}`, row]));
  return groups.flatMap((group) =>
    group.fields.map((def, index): ConfigRow => {
      const row = byKey.get(`${group.category}.${def.name}`);
      const value = row ? row.value : def.default;
      const options = def.options ?? [];
      return {
        id: row ? Number(row.id) : 0,
        label: def.label,
        name: def.name,
        value: def.secret ? (value ? SECRET_MASK : "") : value,
        placeholder: def.help ?? "",
        help: def.help ?? "",
        input_type: def.input,
        category: group.category,
        sort: index + 1,
        options: options.map((o) => `${o.value}:${o.label}`).join("\n"),
        options_list: options,
        ...(def.min !== undefined ? { min: def.min } : {}),
        ...(def.max !== undefined ? { max: def.max } : {}),
        ...(def.unit ? { unit: def.unit } : {}),
        ...(def.section ? { section: def.section, section_label: def.sectionLabel ?? def.label } : {}),
      };
    }),
  );
}
