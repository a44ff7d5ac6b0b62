import { glyphPageLayout, type GlyphPageSize } from "./glyph-layout.js";
import type { PageTextAndLayout } from "./page-layout.js";
import type { JsonTextPage } from "./stext-json.js";
import type { PageGlyphs } from "./svgz-file.js";

/** What a page's glyphs gave: its text (exactly `-F txt`'s, cleaned) and layout; undefined when they could not. */
export type GlyphResult = PageTextAndLayout | undefined;

/**
 * Brings together, page by page, the spans of the text pass and the glyphs of the SVG page, which arrive in either
 * order from different processes, and hands each page's result on as soon as it has both; what waits is kept
 * only until then.
 */
export class GlyphPositions {
  private readonly glyphs = new Map<number, { glyphs: PageGlyphs; size: GlyphPageSize }>();
  private readonly spans = new Map<number, JsonTextPage>();
  private readonly resolved = new Set<number>();

  constructor(private readonly onPage: (page: number, result: GlyphResult) => void) {}

  addGlyphs(page: number, glyphs: PageGlyphs, size: GlyphPageSize): void {
    const spans = this.spans.get(page);
    if (spans) this.resolve(page, spans, glyphs, size);
    else this.glyphs.set(page, { glyphs, size });
  }

  addSpans(page: number, spans: JsonTextPage): void {
    const glyphs = this.glyphs.get(page);
    if (glyphs) this.resolve(page, spans, glyphs.glyphs, glyphs.size);
    else this.spans.set(page, spans);
  }

  /** Pages whose spans are still waiting for glyphs (no SVG page was written for them). */
  waiting(): number[] {
    return [...this.spans.keys()].sort((a, b) => a - b);
  }

  private resolve(page: number, spans: JsonTextPage, glyphs: PageGlyphs, size: GlyphPageSize): void {
    this.spans.delete(page);
    this.glyphs.delete(page);
    if (this.resolved.has(page)) return;
    this.resolved.add(page);
    this.onPage(page, glyphPageLayout(spans, glyphs, size));
  }
}
