import fs from "node:fs";
import path from "node:path";
import { serveRequests } from "../../workers/serve-requests.js";
import { emptyHnswIndex } from "./hnsw-index.js";
import type { VectorIndexReply, VectorIndexRequest, VectorIndexState } from "./vector-index-protocol.js";

/**
 * The thread that owns the HNSW index (usearch, cosine, half-precision vectors) of the current embedding model,
 * so that building it (minutes for a million vectors) and saving it never hold up the server's event loop. The
 * index is saved to a file beside a `.json` sidecar naming its model, vector length and cursor; a process that
 * starts again loads it and reads only the chunks written since.
 */
let index: ReturnType<typeof emptyHnswIndex> | undefined;
let state: (VectorIndexState & { file: string }) | undefined;

const sidecarOf = (file: string) => `${file}.json`;

function readSidecar(file: string): VectorIndexState | undefined {
  try {
    return JSON.parse(fs.readFileSync(sidecarOf(file), "utf8")) as VectorIndexState;
  } catch {
    return undefined;
  }
}

/** Files of other models or vector lengths in the same folder are stale: the current model replaced them. */
function removeStaleFiles(file: string) {
  const folder = path.dirname(file);
  for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    const other = path.join(folder, name);
    if (other !== file && other !== sidecarOf(file)) fs.rmSync(other, { force: true });
  }
}

function open(modelId: number, dimensions: number, file: string): VectorIndexState {
  removeStaleFiles(file);
  const saved = readSidecar(file);
  index = emptyHnswIndex(dimensions);
  let cursor = 0;
  if (saved && saved.modelId === modelId && saved.dimensions === dimensions && fs.existsSync(file)) {
    try {
      index.load(file);
      cursor = saved.cursor;
    } catch {
      index = emptyHnswIndex(dimensions);
    }
  }
  state = { modelId, dimensions, cursor, size: index.size(), unsaved: 0, file };
  return current()!;
}

function save() {
  if (!index || !state || state.unsaved === 0) return;
  fs.mkdirSync(path.dirname(state.file), { recursive: true });
  const partial = `${state.file}.partial`;
  index.save(partial);
  fs.renameSync(partial, state.file);
  state.unsaved = 0;
  fs.writeFileSync(`${sidecarOf(state.file)}.partial`, JSON.stringify(current()));
  fs.renameSync(`${sidecarOf(state.file)}.partial`, sidecarOf(state.file));
}

function current(): VectorIndexState | null {
  if (!state || !index) return null;
  const { file: _file, ...described } = state;
  return { ...described, size: index.size() };
}

function handle(request: VectorIndexRequest): VectorIndexReply {
  switch (request.op) {
    case "open":
      return open(request.modelId, request.dimensions, request.file);
    case "add": {
      if (!index || !state || state.modelId !== request.modelId) return null;
      const keys = BigUint64Array.from(request.keys, (key) => BigInt(key));
      const fresh = keys.filter((key) => index!.contains(key) === false);
      if (fresh.length === keys.length) index.add(keys, request.vectors, 0);
      else {
        const rows = new Map(request.keys.map((key, i) => [BigInt(key), i]));
        for (const key of fresh) {
          const i = rows.get(key)!;
          index.add(key, request.vectors.subarray(i * state.dimensions, (i + 1) * state.dimensions), 0);
        }
      }
      state.cursor = Math.max(state.cursor, request.cursor);
      state.unsaved += fresh.length;
      return current();
    }
    case "remove": {
      if (!index || !state) return null;
      const present = request.keys.map((key) => BigInt(key)).filter((key) => index!.contains(key) === true);
      if (present.length > 0) index.remove(present);
      state.unsaved += present.length;
      return current();
    }
    case "search": {
      if (!index || !state || state.modelId !== request.modelId || state.dimensions !== request.vector.length || index.size() === 0) return null;
      const matches = index.search(request.vector, request.k, 0);
      return { keys: Array.from(matches.keys, Number), distances: Array.from(matches.distances) };
    }
    case "save":
      save();
      return current();
    case "state":
      return current();
  }
}

serveRequests(handle);
