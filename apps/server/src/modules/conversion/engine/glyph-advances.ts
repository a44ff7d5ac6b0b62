import type { AlignedGlyphs } from "./glyph-alignment.js";
import type { JsonTextPage } from "./stext-json.js";
import { GLYPH_FIELDS } from "./svg-data-text.js";

const isWhitespace = (unit: number) => unit === 0x20 || unit === 0x0a;
const isDigit = (unit: number) => unit >= 0x30 && unit <= 0x39;

/**
 * How far each glyph advances the pen, in sizes, learned where it is followed by another glyph of its span; a glyph
 * never seen so (a word's last letter) gets its font's (key >> 16) digit advance if it is a digit (figures are
 * mostly all as wide), else the mean of its font's learned ones.
 */
export class Advances {
  private readonly byGlyph = new Map<number, number>();
  private readonly rights = new Map<number, number>();
  /** Per font, what its learned glyphs advance beyond their outline's right edge. */
  private readonly bearings = new Map<number, number[]>();

  constructor(rights: Float64Array | undefined) {
    for (let i = 0; rights && i + 1 < rights.length; i += 2) this.rights.set(rights[i], rights[i + 1]);
  }

  private readonly byFont = new Map<number, { sum: number; count: number }>();
  private readonly digitByFont = new Map<number, number>();

  learn(key: number, advance: number, isDigit: boolean): void {
    if (this.byGlyph.has(key)) return;
    this.byGlyph.set(key, advance);
    if (isDigit && !this.digitByFont.has(Math.floor(key / 65536))) this.digitByFont.set(Math.floor(key / 65536), advance);
    const right = this.rights.get(key);
    if (right !== undefined) {
      const bearings = this.bearings.get(Math.floor(key / 65536)) ?? [];
      bearings.push(advance - right);
      this.bearings.set(Math.floor(key / 65536), bearings);
    }
    const font = this.byFont.get(Math.floor(key / 65536)) ?? { sum: 0, count: 0 };
    font.sum += advance;
    font.count++;
    this.byFont.set(Math.floor(key / 65536), font);
  }

  private readonly medianBearings = new Map<number, number>();

  /** The median of what a font's learned glyphs advance beyond their outline (0.03 of the size when none is). */
  private bearingOf(font: number): number {
    let median = this.medianBearings.get(font);
    if (median === undefined) {
      const bearings = (this.bearings.get(font) ?? []).sort((a, b) => a - b);
      median = bearings.length ? bearings[bearings.length >> 1] : 0.03;
      this.medianBearings.set(font, median);
    }
    return median;
  }

  of(key: number, isDigit: boolean): { advance: number; exact: boolean } | undefined {
    const advance = this.byGlyph.get(key) ?? (isDigit ? this.digitByFont.get(Math.floor(key / 65536)) : undefined);
    if (advance !== undefined) return { advance, exact: true };
    const right = this.rights.get(key);
    if (right !== undefined) return { advance: right + this.bearingOf(Math.floor(key / 65536)), exact: true };
    const font = this.byFont.get(Math.floor(key / 65536));
    return font ? { advance: font.sum / font.count, exact: false } : undefined;
  }
}

export function learnAdvances(raw: string, aligned: AlignedGlyphs, glyphs: Float64Array, page: JsonTextPage, rights: Float64Array | undefined): Advances {
  const advances = new Advances(rights);
  for (const line of page.lines) {
    for (const [k, span] of line.spans.entries()) {
      for (let at = line.starts[k]; at < line.starts[k] + span.text.length - 1; at++) {
        const [g, next] = [aligned.glyphOf[at], aligned.glyphOf[at + 1]];
        if (g < 0 || next !== g + 1 || isWhitespace(raw.charCodeAt(at + 1))) continue;
        const size = glyphs[g * GLYPH_FIELDS + 2];
        if (size > 0) advances.learn(glyphs[g * GLYPH_FIELDS + 4], (glyphs[next * GLYPH_FIELDS] - glyphs[g * GLYPH_FIELDS]) / size, isDigit(raw.charCodeAt(at)));
      }
    }
  }
  return advances;
}

