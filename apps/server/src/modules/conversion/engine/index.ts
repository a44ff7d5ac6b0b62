export { convertDocument } from "./convert-document.js";
export { sourceFamilyOf } from "./formats.js";
export {
  ConversionError,
  type ConvertInput,
  type ConvertResult,
  type OcrOptions,
  type OcrReport,
  type PageText,
  type RenderedCover,
  type RenderedPage,
} from "./types.js";
export { readPageTexts, type ReadPageTextsInput } from "./read-page-texts.js";
export type { PageTextAndLayout } from "./page-layout.js";
export { stopWarmOffice } from "./warm-office.js";
