import type { AppContext } from "../../context.js";
import { createStorageFromEnv } from "./storage-config.js";
import type { Storage } from "./storage.js";

const byContext = new WeakMap<AppContext, Storage>();

/** The storage of this server, created on first use from the environment (storage-config.ts). */
export function storageFor(ctx: AppContext): Storage {
  let storage = byContext.get(ctx);
  if (!storage) {
    storage = createStorageFromEnv(ctx.env.dataDir);
    byContext.set(ctx, storage);
  }
  return storage;
}
