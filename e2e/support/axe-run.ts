import axe from "axe-core";
import type { Frame, Page } from "playwright-core";

/**
 * Analyses `page` with axe-core as @axe-core/playwright's legacy mode does (axe.run in the page, same-origin frames
 * included, the same options and results), but injects axe-core into a document only once: the builder evaluated
 * its 500 KB source twice into every frame on every analysis, which cost about as much CPU as the analysis itself. A
 * walk through the app's router keeps one document, so it compiles axe-core once per walk.
 */
export async function analyzeWithAxe(page: Page, options: axe.RunOptions): Promise<axe.AxeResults> {
  await injectOnce(page.mainFrame());
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    // A frame that cannot take the script in time (cross-origin, detached, never loading) is left out, as the builder did.
    await withTimeout(injectOnce(frame), frameTimeout).catch(() => undefined);
  }
  const reply = await page.evaluate(
    ({ context, runOptions }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(context, runOptions)
        .then((results) => ({ error: null, results }), (error: Error) => ({ error: error.message, results: null })),
    { context: { exclude: [], include: [] }, runOptions: options },
  );
  if (reply.error !== null || !reply.results) throw new Error(reply.error ?? "axe.run returned nothing");
  return reply.results;
}

/** The builder's wait for a child frame's injection (1 s), made generous for a loaded machine. */
const frameTimeout = 10_000;

/** Evaluates axe-core's source and configuration in `frame` unless this document already has them. */
async function injectOnce(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function");
  if (present) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(`;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })`);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`over ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
