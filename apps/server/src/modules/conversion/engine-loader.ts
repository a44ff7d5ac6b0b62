import type { PageTextAndLayout, ReadPageTextsInput } from "./engine/index.js";
import type { ConvertInput, ConvertResult } from "./engine/types.js";

export type ConvertDocument = (input: ConvertInput) => Promise<ConvertResult>;
export type ReadPageTexts = (input: ReadPageTextsInput) => Promise<PageTextAndLayout[]>;

interface Engine {
  convertDocument: ConvertDocument;
  readPageTexts: ReadPageTexts;
  stopWarmOffice(): void;
}

let loaded: Promise<Engine> | undefined;
const loadEngine = () => (loaded ??= import("./engine/index.js") as Promise<Engine>);

/** The conversion engine, loaded on first use so that web-only processes never load the converters. */
export function loadConvertDocument(): Promise<ConvertDocument> {
  return loadEngine().then((engine) => engine.convertDocument);
}

/** The engine's text pass alone (the layout backfill), loaded on first use like the rest of the engine. */
export function loadReadPageTexts(): Promise<ReadPageTexts> {
  return loadEngine().then((engine) => engine.readPageTexts);
}

/** Stops what the engine keeps running between conversions (the warm LibreOffice), if the engine was loaded. */
export async function stopLoadedEngine(): Promise<void> {
  if (loaded) (await loaded).stopWarmOffice();
}
