/**
 * What other modules use of search: registering what is indexed, queueing and indexing items, related items, the
 * backend's queries, and the text rules (normalization, words, query plans) retrieval shares so that it finds what
 * search finds. Other modules import search from this file only (modules/module-boundaries.test.ts).
 */
// The tables of search, for modules that read them (retrieval reads the page texts and match sets).
import "./tables.js";

export { registerSearchSource, type IndexableItem, type SourcePageText } from "./sources.js";
export { enqueueItems } from "./indexing/queue.js";
export { indexItems } from "./indexing/index-items.js";
export { rebuildStep, startRebuild } from "./indexing/rebuild.js";
export { MAX_RELATED, relatedKeys } from "./query/related-keys.js";
export { searchBackend } from "./backend/select-backend.js";
export { fillSourceTexts } from "./query/source-texts.js";
export type { SearchBackend, SearchFilters } from "./backend/types.js";
export { itemIdOfKey, itemKey, keyOfSegment, segmentOfKey } from "./keys.js";
export { normalizeText, normalizeWithOrigin } from "./text/normalize.js";
export { cutForSearch, cutPrecise, segmenter } from "./text/jieba.js";
export { isCjkWord, MAX_WORD_LENGTH, scanRuns } from "./text/runs.js";
export { codePointLength, isLowSurrogate } from "./text/surrogates.js";
export { isPlainText, probeFilterable } from "./text/plain-text.js";
export { parseQuery } from "./text/parse-query.js";
export { matchRanges } from "./text/highlight.js";
export { or, phrase, type QueryPlan } from "./text/query-plan.js";
