import { parentPort } from "node:worker_threads";
import { startModuleWorker } from "../../apps/server/src/workers/module-worker.js";
import { startOpenAiServer } from "../../apps/server/src/test/openai-server.js";

/**
 * The local OpenAI-compatible provider on a thread of its own: a real provider runs elsewhere, so its work
 * (embedding questions, writing answers) must not queue behind ours on the server's event loop, nor ours behind it.
 */
export async function startProviderThread(options: { apiKey: string; dimensions: number }): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const worker = startModuleWorker(import.meta.url, "provider-thread");
  worker.postMessage(options);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    worker.once("message", (message: { baseUrl: string }) => resolve(message.baseUrl));
    worker.once("error", reject);
  });
  return { baseUrl, close: async () => void (await worker.terminate()) };
}

if (parentPort) {
  const port = parentPort;
  port.once("message", (options: { apiKey: string; dimensions: number }) => {
    void startOpenAiServer(options).then((server) => port.postMessage({ baseUrl: server.baseUrl }));
  });
}
