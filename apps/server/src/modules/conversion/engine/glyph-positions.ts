import { glyphPageLayout, type GlyphPageSize } from "./glyph-layout.js";
import type { PageTextAndLayout } from "./page-layout.js";
import type { JsonTextPage } from "./stext-json.js";
import type { PageGlyphs } from "./svgz-file.js";

/** What a page's glyphs gave: its text (exactly `-F txt`'s, cleaned) and layout; undefined when they could not. */
export type GlyphResult = PageTextAndLayout | undefined;

/** The longest stretch of layout work done before the event loop gets a turn. */
const SLICE_MS = 4;

/**
 * Brings together, page by page, the spans of the text pass and the glyphs of the SVG page, which arrive in either
 * order from different processes, and hands each page's result on once it has both; what waits is kept only until
 * then. Pages are laid out a few milliseconds at a time, the event loop getting a turn in between: the text pass
 * brings 200 pages' spans at once, and laying out every page whose glyphs were waiting in one go held the loop for
 * up to a second while the renderers' finished pages waited to be taken.
 */
export class GlyphPositions {
  private readonly glyphs = new Map<number, { glyphs: PageGlyphs; size: GlyphPageSize }>();
  private readonly spans = new Map<number, JsonTextPage>();
  private readonly resolved = new Set<number>();
  private readonly queue: (() => void)[] = [];
  private working: Promise<void> | undefined;
  private failure: { error: unknown } | undefined;

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

  /** Resolves once every page that had both is laid out; rejects with the first error a layout threw. */
  async settled(): Promise<void> {
    while (this.working) await this.working;
    if (this.failure) throw this.failure.error;
  }

  /** Drops the layouts not yet done (the conversion was aborted). */
  cancel(): void {
    this.queue.length = 0;
  }

  private resolve(page: number, spans: JsonTextPage, glyphs: PageGlyphs, size: GlyphPageSize): void {
    this.spans.delete(page);
    this.glyphs.delete(page);
    if (this.resolved.has(page)) return;
    this.resolved.add(page);
    this.queue.push(() => this.onPage(page, glyphPageLayout(spans, glyphs, size)));
    this.working ??= this.work().finally(() => (this.working = undefined));
  }

  private async work(): Promise<void> {
    while (this.queue.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      const started = performance.now();
      while (this.queue.length > 0 && performance.now() - started < SLICE_MS) {
        const layOut = this.queue.shift()!;
        try {
          layOut();
        } catch (error) {
          this.failure ??= { error };
          this.cancel();
        }
      }
    }
  }
}
