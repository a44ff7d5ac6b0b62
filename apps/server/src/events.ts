import type { AppEvents, EventBus, Logger } from "./context.js";

/** In-process events; a failing handler is logged and never fails the change that raised it. */
export function createEventBus(log: Logger): EventBus {
  const handlers = new Map<keyof AppEvents, Array<(payload: never) => Promise<void> | void>>();
  return {
    on(name, handler) {
      const list = handlers.get(name) ?? [];
      list.push(handler);
      handlers.set(name, list);
    },
    async emit(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          await (handler as (p: typeof payload) => Promise<void> | void)(payload);
        } catch (error) {
          log.error(`event ${String(name)} handler failed`, { err: error });
        }
      }
    },
  };
}
