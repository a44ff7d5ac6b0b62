import { z } from "zod";
import { qInt, qString } from "../query.js";

/**
 * The reader's text layer and find (docs/reader.md). Coordinates are pixels of the page image (150 dpi), the space
 * of `width` × `height`; a line's characters are `text.slice(start, start + advances.length)`.
 */
const int = z.number().int();

export const pageTextQuerySchema = z.object({ id: qInt(), page: qInt() });

export const pageTextLineSchema = z.object({
  /** Offset of the line's first character in `text` (UTF-16 code units, as JavaScript counts). */
  start: int,
  x: int,
  y: int,
  w: int,
  h: int,
  /** Pixels from each character's start to the next one's (the last: to the line's end), one per code unit. */
  advances: z.array(int),
  /** The characters run top to bottom: advances go along y. */
  vertical: z.boolean().optional(),
});
export type PageTextLine = z.infer<typeof pageTextLineSchema>;

export const pageTextReplySchema = z.object({
  id: int,
  page: int,
  /** Size of the page image in pixels. */
  width: int,
  height: int,
  /** The page's text as search and AI read it. */
  text: z.string(),
  /** The text's lines with their positions; [] while the page's positions are not read yet (the layout backfill). */
  lines: z.array(pageTextLineSchema),
  /** Whether the OCR read the text from a scan. */
  ocr: z.boolean(),
  /** display.enable_copy: the reader lets the text be selected and copied (the layer still serves find and highlight). */
  copyable: z.boolean(),
});
export type PageTextReply = z.infer<typeof pageTextReplySchema>;

export const documentFindQuerySchema = z.object({ id: qInt(), wd: qString() });

export const documentFindReplySchema = z.object({
  /** The terms matched, as the site search cuts the query (Chinese words by jieba, English words lower-cased). */
  terms: z.array(z.string()),
  /** Hits on every page that has some, in page order. */
  pages: z.array(
    z.object({
      page: int,
      count: int,
      /** Start and end offsets in the page text of each hit; absent on pages beyond what the caller may read. */
      hits: z.array(z.tuple([int, int])).optional(),
    }),
  ),
  total: int,
});
export type DocumentFindReply = z.infer<typeof documentFindReplySchema>;

/** The layout backfill (GET /api/v1/document/page-layout): files whose page positions are read so far. */
export const pageLayoutBackfillReplySchema = z.object({
  checked: int,
  /** Pages given their positions. */
  filled: int,
  /** Files whose original could not be read again (missing, or the tools failed). */
  failed: int,
  total: int,
  done: z.boolean(),
});
export type PageLayoutBackfillReply = z.infer<typeof pageLayoutBackfillReplySchema>;
