import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/** tsx's ESM API, found through its package.json (import.meta.resolve is missing under Vite's module runner). */
function tsxEsmApi(): string {
  const tsxPackage = createRequire(import.meta.url).resolve("tsx/package.json");
  return pathToFileURL(path.join(path.dirname(tsxPackage), "dist/esm/api/index.mjs")).href;
}

/**
 * Starts a worker thread on the module `name` next to `parentUrl` (the caller's import.meta.url): the built
 * `.js` file in production; from TypeScript sources (tests, benchmarks, `npm run wenku`) the `.ts` file, loaded
 * through tsx, whose hooks Node 20 does not pass on to worker threads by itself.
 */
export function startModuleWorker(parentUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!parentUrl.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, parentUrl), options);
  const target = new URL(`./${name}.ts`, parentUrl).href;
  const tsx = tsxEsmApi();
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(target)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}
