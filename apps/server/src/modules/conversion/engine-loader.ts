import type { ConvertInput, ConvertResult } from "./engine/types.js";

export type ConvertDocument = (input: ConvertInput) => Promise<ConvertResult>;

let loaded: Promise<ConvertDocument> | undefined;

/** The conversion engine, loaded on first use so that web-only processes never load the converters. */
export function loadConvertDocument(): Promise<ConvertDocument> {
  loaded ??= import("./engine/index.js").then((engine: { convertDocument: ConvertDocument }) => engine.convertDocument);
  return loaded;
}
