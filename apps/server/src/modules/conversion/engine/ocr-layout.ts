import { encodePageLayout, type LayoutLine } from "@wenku/contract";
import { cleanPageText } from "./text-cleanup.js";

interface Word {
  line: string;
  left: number;
  top: number;
  width: number;
  height: number;
  text: string;
}

/** The words of tesseract's TSV (level 5 rows), each with the line (block.paragraph.line) it belongs to; and the raster's width. */
function readTsv(tsv: string): { rasterWidth: number; words: Word[] } {
  let rasterWidth = 0;
  const words: Word[] = [];
  for (const row of tsv.split("\n").slice(1)) {
    const cells = row.split("\t");
    if (cells.length < 12) continue;
    const [level, , block, paragraph, line, , left, top, width, height] = cells.map(Number);
    if (level === 1) rasterWidth = width;
    const text = cleanPageText(cells.slice(11).join("\t"));
    if (level === 5 && text) words.push({ line: `${block}.${paragraph}.${line}`, left, top, width, height, text });
  }
  return { rasterWidth, words };
}

/** One line's words as a layout line: each word's box shared evenly by its characters; a gap goes to the space before the next word. */
function lineOf(words: Array<Word & { at: number }>, scale: number): LayoutLine {
  const start = words[0].at;
  const last = words.at(-1)!;
  const end = last.at + last.text.length;
  const stops = new Array<number>(end - start + 1).fill(-1);
  for (const word of words) {
    for (let j = 0; j < word.text.length; j++) stops[word.at - start + j] = (word.left + (word.width * j) / word.text.length) * scale;
    stops[word.at - start + word.text.length] = (word.left + word.width) * scale;
  }
  for (let i = 1; i < stops.length; i++) if (stops[i] < 0) stops[i] = stops[i - 1];
  let previous = 0;
  const rounded = stops.map((s) => (previous = Math.max(previous, Math.round(s))));
  const top = Math.min(...words.map((w) => w.top));
  const bottom = Math.max(...words.map((w) => w.top + w.height));
  return {
    start,
    x: rounded[0],
    y: Math.round(top * scale),
    w: rounded.at(-1)! - rounded[0],
    h: Math.round((bottom - top) * scale),
    advances: rounded.slice(1).map((s, i) => s - rounded[i]),
  };
}

/**
 * Where the words of an OCR'd page are, from tesseract's TSV of the same run, in the pixel space of a page image
 * `imageWidth` pixels wide. Words are found in the stored text in reading order; a word not found is left out.
 */
export function ocrLayout(text: string, tsv: string, imageWidth: number): string {
  const { rasterWidth, words } = readTsv(tsv);
  const scale = rasterWidth > 0 && imageWidth > 0 ? imageWidth / rasterWidth : 0.5;
  const lines: LayoutLine[] = [];
  let cursor = 0;
  let current: Array<Word & { at: number }> = [];
  const flush = () => {
    if (current.length) lines.push(lineOf(current, scale));
    current = [];
  };
  for (const word of words) {
    const at = text.indexOf(word.text, cursor);
    if (at < 0) continue;
    if (current.length && current[0].line !== word.line) flush();
    current.push({ ...word, at });
    cursor = at + word.text.length;
  }
  flush();
  return encodePageLayout(lines);
}
