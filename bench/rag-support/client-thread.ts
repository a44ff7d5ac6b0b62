import { parentPort } from "node:worker_threads";
import { startModuleWorker } from "../../apps/server/src/workers/module-worker.js";
import { directFirstToken, ourFirstToken, type OurTimes } from "./first-token.js";

export type FirstTokenProbe =
  | { kind: "direct"; baseUrl: string; apiKey: string; model: string; question: string }
  | { kind: "ours"; base: string; token: string; topicId: number; question: string };

type Reply = { times: OurTimes } | { ms: number } | { error: string };

/**
 * The client of the first-token measurement on a thread of its own: a real client (a browser) runs elsewhere, so
 * its work (sending, reading the stream, parsing lines) must not take turns with the server's on one event loop.
 */
export function startClientThread() {
  const worker = startModuleWorker(import.meta.url, "client-thread");
  const waiting: Array<(reply: Reply) => void> = [];
  worker.on("message", (reply: Reply) => waiting.shift()?.(reply));
  const ask = (probe: FirstTokenProbe) =>
    new Promise<Reply>((resolve, reject) => {
      waiting.push((reply) => ("error" in reply ? reject(new Error(reply.error)) : resolve(reply)));
      worker.postMessage(probe);
    });
  return {
    direct: async (probe: Extract<FirstTokenProbe, { kind: "direct" }>) => ((await ask(probe)) as { ms: number }).ms,
    ours: async (probe: Extract<FirstTokenProbe, { kind: "ours" }>) => ((await ask(probe)) as { times: OurTimes }).times,
    close: async () => void (await worker.terminate()),
  };
}

if (parentPort) {
  const port = parentPort;
  const answer = async (probe: FirstTokenProbe) => {
    try {
      const reply: Reply =
        probe.kind === "direct"
          ? { ms: await directFirstToken(probe.baseUrl, probe.apiKey, probe.model, probe.question) }
          : { times: await ourFirstToken(probe.base, probe.token, probe.topicId, probe.question) };
      port.postMessage(reply);
    } catch (error) {
      port.postMessage({ error: String(error) } satisfies Reply);
    }
  };
  port.on("message", (probe: FirstTokenProbe) => void answer(probe));
}
