import { startModuleWorker } from "../workers/module-worker.js";
import { createRequestPool } from "../workers/request-pool.js";
import { renderMarkdownWithText, type RenderedMarkdown, type RenderOptions } from "./render-markdown.js";

/**
 * Sources shorter than this render in the calling thread (milliseconds); a long article with many formulas takes
 * seconds and would hold up every other request, so it goes to a worker thread.
 */
const MIN_WORKER_CHARS = 8_000;

const workers = createRequestPool<{ source: string; options: RenderOptions }, RenderedMarkdown>(
  () => startModuleWorker(import.meta.url, "render-worker"),
  { size: 1, idleMs: 30_000 },
);

/** renderMarkdownWithText, in a worker thread for long sources (in the calling thread when no worker can run). */
export async function renderMarkdownOffThread(source: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  if (source.length < MIN_WORKER_CHARS) return renderMarkdownWithText(source, options);
  try {
    return await workers.run({ source, options });
  } catch {
    return renderMarkdownWithText(source, options);
  }
}
