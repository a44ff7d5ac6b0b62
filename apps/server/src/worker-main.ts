import { createWorker } from "./bootstrap.js";
import { closeOnSignals } from "./close-on-signals.js";

const worker = await createWorker();
console.log(`[wenku] worker running (pid ${process.pid}): conversion, search indexing, embeddings, scheduled jobs; no HTTP`);
closeOnSignals(() => worker.close());
