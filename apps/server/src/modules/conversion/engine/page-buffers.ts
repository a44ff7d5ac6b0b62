/**
 * Buffers for the page SVGs read from mupdf's output, reused from page to page. A page is read into one, moved to a
 * page worker, and moved back once written (svg-worker-pool.ts). With a fresh buffer per page, a worker freed the
 * pages it had written only at its next garbage collection, which V8 starts after tens of MB of them: that garbage
 * was the largest part of the server's memory in a conversion after the page texts.
 */

/** Spare buffers kept at most, in total; a larger one comes back only to be dropped. */
export const MAX_SPARE_BYTES = 8 * 1024 * 1024;
/** Sizes are rounded up to this, so that a buffer fits the next pages, which are a little longer or shorter. */
const GRANULE = 64 * 1024;

const spare: ArrayBuffer[] = [];
let spareBytes = 0;
/** The memory this module handed out: no other view of it exists, so it may be moved to a worker. */
const handedOut = new WeakSet<ArrayBuffer>();

/** A buffer of `bytes` bytes at the start of memory of its own: a spare one when one is large enough. */
export function pageBuffer(bytes: number): Buffer {
  const index = spare.findIndex((memory) => memory.byteLength >= bytes);
  let memory: ArrayBuffer;
  if (index >= 0) {
    memory = spare.splice(index, 1)[0];
    spareBytes -= memory.byteLength;
  } else {
    memory = Buffer.allocUnsafeSlow(Math.max(1, Math.ceil(bytes / GRANULE)) * GRANULE).buffer;
  }
  handedOut.add(memory);
  return Buffer.from(memory, 0, bytes);
}

/** Whether `bytes` lies in memory pageBuffer handed out (the caller's only view of it, which may be moved). */
export function isPageBuffer(bytes: Uint8Array): boolean {
  return handedOut.has(bytes.buffer as ArrayBuffer);
}

/** Takes back memory no view of which is used any more (a page written, or moved back by a worker). */
export function reusePageBuffer(memory: ArrayBuffer): void {
  // A moved (detached) buffer has no bytes left; one more than the spare room is left to the garbage collector.
  if (memory.byteLength === 0 || spareBytes + memory.byteLength > MAX_SPARE_BYTES || spare.includes(memory)) return;
  spare.push(memory);
  spareBytes += memory.byteLength;
}

/** The spare buffers' total size (tests). */
export function spareBufferBytes(): number {
  return spareBytes;
}
