import { parentPort } from "node:worker_threads";
import type { DialectName } from "../../../db/database.js";
import { prepareItem, type ItemToWrite } from "./prepare-item.js";

/** Worker thread of prepare-pool.ts: tokenizes items while the main thread writes the previous ones. */
parentPort?.on("message", (message: { id: number; dialect: DialectName; entries: ItemToWrite[] }) => {
  try {
    parentPort?.postMessage({ id: message.id, prepared: message.entries.map((entry) => prepareItem(message.dialect, entry)) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: String((error as Error)?.stack ?? error) });
  }
});
