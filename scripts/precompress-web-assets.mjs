// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app's client folder,
// once per build, so the server sends them as they are (@fastify/static's preCompressed) instead of compressing the
// same scripts again for every page load. Usage: node scripts/precompress-web-assets.mjs [CLIENT_DIR]
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const clientDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../apps/web/build/client"));
const compressible = new Set([".js", ".mjs", ".css", ".svg", ".json", ".html", ".txt", ".xml", ".ttf", ".otf", ".eot", ".map"]);
/** Below this size a compressed copy saves less than its headers cost (the server's own threshold too). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

async function precompress(file) {
  const content = fs.readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  // A copy no smaller than the file would only cost the reader its decoding.
  if (br.length < content.length) replaceFile(`${file}.br`, br);
  if (gz.length < content.length) replaceFile(`${file}.gz`, gz);
}

/** Writes a new file and renames it over the old one: test servers' snapshots hard-link the old one and keep it. */
function replaceFile(target, content) {
  fs.writeFileSync(`${target}.tmp`, content);
  fs.renameSync(`${target}.tmp`, target);
}

const files = filesUnder(clientDir).filter((file) => compressible.has(path.extname(file)) && fs.statSync(file).size >= MIN_BYTES);
// zlib works on libuv's thread pool: a few files at a time keep it busy without holding every file in memory.
const queue = [...files];
await Promise.all(Array.from({ length: 4 }, async () => {
  for (let file = queue.shift(); file; file = queue.shift()) await precompress(file);
}));
console.log(`[wenku] precompressed ${files.length} web assets`);
