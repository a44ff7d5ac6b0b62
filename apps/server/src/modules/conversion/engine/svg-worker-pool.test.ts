import { Worker } from "node:worker_threads";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { SvgReply, SvgRequest } from "./svg-request.js";
import { pageWorkerCount, SVG_WORKER_CODE } from "./svg-worker-pool.js";

/** The worker's code evaluated on its own, as the pool starts it: its embedded functions need nothing from outside. */
const worker = new Worker(SVG_WORKER_CODE, { eval: true, execArgv: [] });
let nextId = 1;
const ask = (request: SvgRequest) =>
  new Promise<SvgReply>((resolve, reject) => {
    const id = nextId++;
    const onMessage = (reply: { id: number; result?: SvgReply; error?: string }) => {
      if (reply.id !== id) return;
      worker.off("message", onMessage);
      if (reply.error) reject(new Error(reply.error));
      else resolve(reply.result!);
    };
    worker.on("message", onMessage);
    worker.once("error", reject);
    worker.postMessage({ id, request });
  });

afterAll(async () => {
  await worker.terminate();
});

const broken = Buffer.from('<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use data-text="<" xlink:href="#g"/></svg>\n');

describe("the page worker's own code", () => {
  it("repairs a stored page that mupdf's data-text broke, and keeps its encoding", async () => {
    const gzipped = await ask({ kind: "repair", stored: gzipSync(broken), gzipped: true });
    expect(gunzipSync(gzipped.bytes!).toString()).toBe('<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#g"/></svg>\n');
    const plain = await ask({ kind: "repair", stored: broken, gzipped: false });
    expect(Buffer.from(plain.bytes!).toString()).toBe('<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#g"/></svg>\n');
  });

  it("tells a sound page, an unrepairable one and a file that is not gzip apart", async () => {
    expect(await ask({ kind: "repair", stored: gzipSync("<svg><g/></svg>"), gzipped: true })).toEqual({ sound: true });
    expect(await ask({ kind: "repair", stored: gzipSync("<svg><g></svg>"), gzipped: true })).toEqual({
      fault: "end tag </svg> does not match <g> at byte 8",
    });
    expect((await ask({ kind: "repair", stored: broken, gzipped: true })).fault).toMatch(/^not a gzip file/);
  });

  it("answers a write it cannot do with the file system's error", async () => {
    await expect(ask({ kind: "write", svg: Buffer.from("<svg/>"), path: "/nonexistent-folder/page.svgz" })).rejects.toThrow(/ENOENT/);
  });
});

describe("the page workers", () => {
  it("are one per two cores, at least one and at most four", () => {
    expect([1, 2, 3, 4, 8, 16].map(pageWorkerCount)).toEqual([1, 1, 2, 2, 4, 4]);
  });
});
