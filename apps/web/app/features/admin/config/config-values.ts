import { settingListItems } from "@wenku/contract";
import type { ConfigRow } from "./config-types";

export type ConfigFormValue = string | number | boolean | string[] | null | undefined;
export type ConfigOption = { value: string; label: string };

type Row = Pick<ConfigRow, "input_type" | "value"> & Partial<Pick<ConfigRow, "unit">>;

/**
 * A stored value (always text) in the form control's type: switch → boolean, number → number (money stored in fen
 * shows as yuan), multi → list.
 */
export function toFormValue(row: Row): ConfigFormValue {
  switch (row.input_type) {
    case "switch":
      return row.value === "true";
    case "number": {
      const n = Number(row.value);
      if (row.value.trim() === "" || !Number.isFinite(n)) return null;
      return row.unit === "fen" ? n / 100 : n;
    }
    case "select-multi":
      return settingListItems(row.value);
    default:
      return row.value;
  }
}

/** A form control's value as the text the API stores (yuan back to fen); the server checks it and answers with its message. */
export function toStoredValue(row: Pick<ConfigRow, "input_type"> & Partial<Pick<ConfigRow, "unit">>, value: ConfigFormValue): string {
  if (value === null || value === undefined) return "";
  if (row.input_type === "switch") return value ? "true" : "false";
  if (row.unit === "fen" && typeof value === "number") return String(Math.round(value * 100));
  if (Array.isArray(value)) return value.join(",");
  return String(value);
}

/** The choices of a select: the structured list, or the "value:label" lines of `options`. */
export function optionsOf(row: Pick<ConfigRow, "options_list" | "options">): ConfigOption[] {
  if (row.options_list?.length) return row.options_list;
  return (row.options ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(":");
      return at < 0 ? { value: line, label: line } : { value: line.slice(0, at), label: line.slice(at + 1) };
    });
}
