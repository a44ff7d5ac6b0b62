export type SettingInput = "text" | "textarea" | "number" | "switch" | "select" | "select-multi" | "password" | "image";

/** One configurable key: how the admin form renders it, its default, and who may read it. */
export interface SettingDefinition {
  name: string;
  label: string;
  input: SettingInput;
  default: string;
  help?: string;
  options?: Array<{ value: string; label: string }>;
  /** Returned by GET /api/v1/settings to anyone. */
  public?: boolean;
  /** Never returned; shown as "******" to admins, and "******" on save keeps the stored value. */
  secret?: boolean;
  min?: number;
  max?: number;
  /** A comma-separated list: published as string[] (select-multi values are always lists). */
  list?: boolean;
  /**
   * A text that points somewhere: "url" an http(s) address, "link" that or a path on this site, "backup-target" an
   * absolute folder or s3://bucket/prefix; or "time" a 24-hour HH:MM. Empty is allowed.
   */
  format?: "url" | "link" | "time" | "backup-target";
  /** HTML an administrator writes (a textarea): the server sanitizes it when it is saved and again when it is served. */
  html?: boolean;
  /** A textarea of Content-Security-Policy sources, one a line (rules/csp-sources.ts), checked on save. */
  cspSources?: boolean;
  /** A number of money stored in fen: the admin form takes yuan with two decimals. */
  unit?: "fen";
  /** Fields sharing a section are shown together (one tab each, e.g. a VIP plan), under `sectionLabel` there. */
  section?: string;
  sectionLabel?: string;
}

export interface SettingGroup {
  category: string;
  title: string;
  fields: SettingDefinition[];
}

export const SECRET_MASK = "******";

type Extra = Omit<SettingDefinition, "name" | "label" | "input" | "default">;
const make =
  (input: SettingInput) =>
  (name: string, label: string, def: string | number | boolean, extra: Extra = {}): SettingDefinition => ({
    name,
    label,
    input,
    default: String(def),
    ...extra,
  });

export const text = make("text");
export const textarea = make("textarea");
export const number = make("number");
export const toggle = make("switch");
export const select = make("select");
export const selectMulti = make("select-multi");
export const password = (name: string, label: string, extra: Extra = {}) => make("password")(name, label, "", { secret: true, ...extra });
export const image = make("image");

export const opts = (...pairs: Array<[string, string]>) => pairs.map(([value, label]) => ({ value, label }));
