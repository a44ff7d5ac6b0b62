import type { Language } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { LanguageTable } from "../../db/core-tables.js";

export type LanguageRow = Selectable<LanguageTable>;

export function toLanguage(row: LanguageRow): Language {
  return {
    id: Number(row.id),
    language: row.language,
    code: row.code,
    enable: Boolean(row.enable),
    total: Number(row.total),
    sort: Number(row.sort),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const languageNotFound = "语言不存在";
export const languageCodeTaken = "语言代码已存在";
