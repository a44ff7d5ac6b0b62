import type { Language } from "@wenku/contract";

export type { Language };
/** A row of the language list, asked for with every field. */
export type LanguageRow = Language;
