import SparkMD5 from "spark-md5";

/** Request: a file and the chunk size. Replies: progress per chunk, then the file's MD5 (hex), or an error. */
export interface HashRequest {
  file: Blob;
  chunkBytes: number;
}
export type HashReply = { type: "progress"; loaded: number; total: number } | { type: "done"; hash: string } | { type: "error"; message: string };

/** The worker's global scope (typed here: the app compiles against the DOM library, not the worker one). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<HashRequest>) => void) | null;
  postMessage: (message: HashReply) => void;
};

async function hash({ file, chunkBytes }: HashRequest) {
  const reply = (message: HashReply) => scope.postMessage(message);
  try {
    const md5 = new SparkMD5.ArrayBuffer();
    for (let offset = 0; offset < file.size; offset += chunkBytes) {
      md5.append(await file.slice(offset, offset + chunkBytes).arrayBuffer());
      reply({ type: "progress", loaded: Math.min(offset + chunkBytes, file.size), total: file.size });
    }
    reply({ type: "done", hash: md5.end() });
  } catch (error) {
    reply({ type: "error", message: (error as Error).message });
  }
}

scope.onmessage = (event: MessageEvent<HashRequest>) => void hash(event.data);
