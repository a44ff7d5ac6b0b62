import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../apps/server/src/test/free-ports.js";
import { ApiClient } from "./api-client.js";
import { watchPeakRss } from "./rss.js";

const serverEntry = path.resolve(import.meta.dirname, "../../apps/server/dist/main.js");

export interface BuiltServerConversion {
  pages: number;
  seconds: number;
  /** Peak RSS (bytes) of the server and its children from the upload until every page is stored. */
  conversionPeak: number;
  /** The same until the document is also found by search (its indexing runs after the conversion). */
  indexedPeak: number;
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Converts `pdf` on the production server (`apps/server/dist/main.js`, its own process, as a site runs it) started
 * on `dataDir`, whose administrator signs in with `adminPassword` and which has its login captcha off. Nothing
 * else runs in that process: no warm LibreOffice, no indexing of an earlier document, no TypeScript loader.
 */
export async function convertOnBuiltServer(dataDir: string, adminPassword: string, pdf: string, title: string): Promise<BuiltServerConversion> {
  if (!fs.existsSync(serverEntry)) throw new Error(`${path.relative(process.cwd(), serverEntry)} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, WENKU_DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const api = new ApiClient(`http://127.0.0.1:${port}`);
    await until(async () => ((await fetch(`${api.base}/api/v1/settings`)).ok ? true : undefined), 180_000, 200);
    await api.login("admin", adminPassword);
    const watch = watchPeakRss(child.pid!);
    const started = performance.now();
    const id = await api.uploadDocument(pdf, title);
    const converted = await until(async () => {
      const { status, pages } = await api.pages(id);
      if (status === 3) throw new Error("the conversion failed");
      return status === 2 ? pages : undefined;
    }, 60 * 60_000);
    const seconds = (performance.now() - started) / 1000;
    const conversionPeak = watch.peak();
    await until(async () => {
      const found = (await (await fetch(`${api.base}/api/v1/search?wd=${encodeURIComponent(title)}`)).json()) as { document?: Array<{ id: number }> };
      return found.document?.some((hit) => hit.id === id) ? true : undefined;
    }, 60 * 60_000, 250);
    return { pages: converted, seconds, conversionPeak, indexedPeak: watch.stop() };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${errors}`, { cause: error });
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}
