/**
 * How many pages anyone may read: `converter.max_preview` (0 = no limit) and `converter.max_preview_percent`
 * (1–99 = that share of the pages, rounded up, at least 1); the smaller applies.
 */
export function previewPages(pages: number, maxPreview: number, maxPreviewPercent: number): number {
  if (pages <= 0) return 0;
  const byCount = maxPreview > 0 ? maxPreview : pages;
  const byPercent = maxPreviewPercent > 0 && maxPreviewPercent < 100 ? Math.max(1, Math.ceil((pages * maxPreviewPercent) / 100)) : pages;
  return Math.min(pages, byCount, byPercent);
}
