import { Worker } from "node:worker_threads";

/**
 * Starts a worker thread on the module `name` next to `parentUrl` (the caller's import.meta.url): the built
 * `.js` file in production; from TypeScript sources (tests, benchmarks, `npm run wenku`) the `.ts` file, loaded
 * through tsx, whose hooks Node 20 does not pass on to worker threads by itself.
 */
export function startModuleWorker(parentUrl: string, name: string): Worker {
  if (!parentUrl.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, parentUrl));
  const target = new URL(`./${name}.ts`, parentUrl).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(target)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`));
}
