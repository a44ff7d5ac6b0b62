import { bodyTokens, type BodyTokens } from "../text/body-tokens.js";
import { fieldTokens, type FieldTokens } from "../text/field-tokens.js";
import type { IndexableItem } from "../sources.js";
import type { Segment } from "./segment-pages.js";

/** An item ready for a back end: its fields tokenized, and the tokens of each body segment. */
export interface ItemTokens {
  key: number;
  title: FieldTokens;
  keywords: FieldTokens;
  description: FieldTokens;
  /** segment 0 also holds title, keywords and description, so that every term of a query can match anywhere */
  segments: BodyTokens[];
}

export function itemTokens(key: number, item: IndexableItem, segments: Segment[]): ItemTokens {
  const head = [item.title, item.keywords, item.description].join("\n");
  return {
    key,
    title: fieldTokens(item.title),
    keywords: fieldTokens(item.keywords),
    description: fieldTokens(item.description),
    segments: segments.map((s, i) => bodyTokens(i === 0 ? `${head}\n${s.text}` : s.text)),
  };
}
