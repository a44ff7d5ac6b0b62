import { parentPort } from "node:worker_threads";
import { startModuleWorker } from "../../apps/server/src/workers/module-worker.js";
import { directFirstToken, ourFirstToken } from "./first-token.js";

export type FirstTokenProbe =
  | { kind: "direct"; baseUrl: string; apiKey: string; model: string; question: string }
  | { kind: "ours"; base: string; token: string; topicId: number; question: string };

type Reply = { ms: number } | { error: string };

/**
 * The client of the first-token measurement on a thread of its own: a real client (a browser) runs elsewhere, so
 * its work (sending, reading the stream, parsing lines) must not take turns with the server's on one event loop.
 */
export function startClientThread(): { firstToken(probe: FirstTokenProbe): Promise<number>; close(): Promise<void> } {
  const worker = startModuleWorker(import.meta.url, "client-thread");
  const waiting: Array<(reply: Reply) => void> = [];
  worker.on("message", (reply: Reply) => waiting.shift()?.(reply));
  return {
    firstToken: (probe) =>
      new Promise((resolve, reject) => {
        waiting.push((reply) => ("ms" in reply ? resolve(reply.ms) : reject(new Error(reply.error))));
        worker.postMessage(probe);
      }),
    close: async () => void (await worker.terminate()),
  };
}

if (parentPort) {
  const port = parentPort;
  port.on("message", async (probe: FirstTokenProbe) => {
    try {
      const ms =
        probe.kind === "direct"
          ? await directFirstToken(probe.baseUrl, probe.apiKey, probe.model, probe.question)
          : await ourFirstToken(probe.base, probe.token, probe.topicId, probe.question);
      port.postMessage({ ms } satisfies Reply);
    } catch (error) {
      port.postMessage({ error: String(error) } satisfies Reply);
    }
  });
}
