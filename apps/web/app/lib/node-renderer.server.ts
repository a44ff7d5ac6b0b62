import asyncHooks from "node:async_hooks";
import { createRequire } from "node:module";
import type * as ReactDomServerNode from "react-dom/server.node";

/**
 * The store React's Node renderer keeps the request in while it renders, held only for the synchronous render work.
 * React reads it for resource hints (preload, preinit) issued inside a render; outside one it finds none, as React's
 * web-streams build for edge runtimes does, which finds no AsyncLocalStorage at all.
 */
class RenderWorkStorage<T> {
  private store: T | undefined;

  run<R, A extends unknown[]>(store: T, work: (...args: A) => R, ...args: A): R {
    const outer = this.store;
    this.store = store;
    try {
      return work(...args);
    } finally {
      this.store = outer;
    }
  }

  getStore(): T | undefined {
    return this.store;
  }
}

/**
 * React's Node renderer, loaded with the storage above in place of node:async_hooks' AsyncLocalStorage. On Node 20
 * the first `AsyncLocalStorage.run` switches promise hooks on for the whole process, which then costs every later
 * request (a third of the settings API's speed in bench:api). The web-streams build avoided that but encodes every
 * attribute and text string into its own Uint8Array (about a tenth of a page render's CPU); this build writes
 * strings into shared 4 KB buffers.
 */
function loadNodeRenderer(): typeof ReactDomServerNode {
  const load = createRequire(import.meta.url);
  const processStorage = asyncHooks.AsyncLocalStorage;
  (asyncHooks as { AsyncLocalStorage: unknown }).AsyncLocalStorage = RenderWorkStorage;
  try {
    return load("react-dom/server.node") as typeof ReactDomServerNode;
  } finally {
    (asyncHooks as { AsyncLocalStorage: unknown }).AsyncLocalStorage = processStorage;
  }
}

export const { renderToPipeableStream } = loadNodeRenderer();
