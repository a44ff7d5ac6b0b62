import { constants } from "@wenku/contract";
import type { HashReply, HashRequest } from "./hash.worker";

/**
 * The MD5 of a file (its identity on the server, spec §5), computed in a Web Worker that reads 2 MB chunks, so
 * large files neither block the page nor sit in memory whole. `onProgress` gets 0–100.
 */
export function hashFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./hash.worker.ts", import.meta.url), { type: "module" });
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if (reply.type === "progress") onProgress(reply.total > 0 ? Math.floor((reply.loaded / reply.total) * 100) : 100);
      else if (reply.type === "done") {
        finish();
        resolve(reply.hash);
      } else {
        finish();
        reject(new Error(reply.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message));
    };
    worker.postMessage({ file, chunkBytes: constants.fileHashChunkBytes } satisfies HashRequest);
  });
}
