import type { DialectName } from "../../../db/database.js";
import { serveRequests } from "../../../workers/serve-requests.js";
import { prepareBatch, type ItemToWrite } from "./prepare-item.js";

/** Worker thread of prepare-pool.ts: tokenizes items while the main thread writes the previous ones. */
serveRequests(({ dialect, entries }: { dialect: DialectName; entries: ItemToWrite[] }) => prepareBatch(dialect, entries));
