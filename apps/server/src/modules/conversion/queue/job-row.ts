import type { Selectable } from "kysely";
import type { ConversionJobTable, ConvertedFileTable } from "../tables.js";

export type JobRow = Selectable<ConversionJobTable>;
export type ConvertedFileRow = Selectable<ConvertedFileTable>;

export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
