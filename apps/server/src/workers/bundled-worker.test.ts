import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { startBundledWorker } from "./bundled-worker.js";

// In the server's package (an ES module scope), so that their imports of packages resolve as the server's do.
const folder = fs.mkdtempSync(path.join(fileURLToPath(new URL("../../", import.meta.url)), ".bundled-worker-test-"));
const bundlesFolder = fileURLToPath(new URL("../../node_modules/.cache/wenku-workers/", import.meta.url));
const parentUrl = pathToFileURL(path.join(folder, "pool.ts")).href;

function firstMessage(worker: Worker): Promise<unknown> {
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  }).finally(() => void worker.terminate());
}

const bundlesOf = (name: string) => fs.readdirSync(bundlesFolder).filter((file) => file.startsWith(`${name}-`) && file.endsWith(".mjs"));

describe("worker threads started from TypeScript sources", () => {
  afterAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
    for (const file of fs.readdirSync(bundlesFolder)) if (/^(contract|beside)-worker-/.test(file)) fs.rmSync(path.join(bundlesFolder, file));
  });

  it("run a bundle of their module with the contract's sources in it", async () => {
    fs.writeFileSync(
      path.join(folder, "contract-worker.ts"),
      `import { parentPort } from "node:worker_threads";\nimport { messages } from "@wenku/contract";\nparentPort!.postMessage(messages.tooManyRequests);\n`,
    );
    const { messages } = await import("@wenku/contract");
    expect(await firstMessage(startBundledWorker(parentUrl, "contract-worker"))).toBe(messages.tooManyRequests);
    expect(bundlesOf("contract-worker")).toHaveLength(1);
  });

  it("run from their own files when a module they import finds files beside itself", async () => {
    fs.writeFileSync(path.join(folder, "beside.txt"), "found beside its module");
    fs.writeFileSync(
      path.join(folder, "read-beside.ts"),
      `import fs from "node:fs";\nexport const beside = () => fs.readFileSync(new URL("./beside.txt", import.meta.url), "utf8");\n`,
    );
    fs.writeFileSync(
      path.join(folder, "beside-worker.ts"),
      `import { parentPort } from "node:worker_threads";\nimport { beside } from "./read-beside.js";\nparentPort!.postMessage(beside());\n`,
    );
    expect(await firstMessage(startBundledWorker(parentUrl, "beside-worker"))).toBe("found beside its module");
    expect(bundlesOf("beside-worker")).toEqual([]);
  });
});
