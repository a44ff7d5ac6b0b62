/**
 * Page images and the cover are rendered at 150 dpi: an A4 page becomes 1240 × 1754 px, sharp on screens up to
 * ~1240 px wide and the width the reader shows. Pages larger than A3 landscape are capped to 2480 × 3508 px so one
 * poster-sized page cannot take hundreds of megabytes.
 */
export const RENDER_DPI = 150;
export const MAX_RENDER_WIDTH = 2480;
export const MAX_RENDER_HEIGHT = 3508;

/** Arguments for `mutool draw` that render at RENDER_DPI within the size cap. */
export const RENDER_ARGS = ["-r", String(RENDER_DPI), "-w", String(MAX_RENDER_WIDTH), "-h", String(MAX_RENDER_HEIGHT)];

/**
 * The pixel size a page of the given size in points gets at RENDER_DPI, rounded up like mupdf rounds its pixmaps,
 * so an SVG page reports the same size as its WebP rendering would have.
 */
export function pixelSizeOfPoints(widthPt: number, heightPt: number): { width: number; height: number } {
  const scale = Math.min(RENDER_DPI / 72, MAX_RENDER_WIDTH / widthPt, MAX_RENDER_HEIGHT / heightPt);
  return { width: Math.ceil(widthPt * scale - 0.001), height: Math.ceil(heightPt * scale - 0.001) };
}
