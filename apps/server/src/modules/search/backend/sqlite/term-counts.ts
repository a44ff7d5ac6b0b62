const ENTRY_BYTES = 5;

/** 32-bit FNV-1a over the term's UTF-16 code units: a term's identity in the stored counts. */
export function termHash(term: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) hash = Math.imul(hash ^ term.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * An item's rank terms (rank-terms.ts) as stored in search_fts_rank: 5 bytes per term, its hash (little-endian)
 * and its count. About 300 bytes an item, read as one buffer: ranking reads these for a whole window of items,
 * and decoding the terms themselves cost more than the scoring.
 */
export function encodeTermCounts(counts: Array<[string, number]>): Uint8Array {
  const bytes = new Uint8Array(counts.length * ENTRY_BYTES);
  const view = new DataView(bytes.buffer);
  counts.forEach(([term, n], i) => {
    view.setUint32(i * ENTRY_BYTES, termHash(term), true);
    bytes[i * ENTRY_BYTES + 4] = Math.min(n, 255);
  });
  return bytes;
}

/** How often the term with this hash occurs in the encoded counts (0 when it is not among them). */
export function termCount(encoded: Uint8Array, hash: number): number {
  for (let at = 0; at + ENTRY_BYTES <= encoded.length; at += ENTRY_BYTES) {
    const entry = (encoded[at] | (encoded[at + 1] << 8) | (encoded[at + 2] << 16) | (encoded[at + 3] << 24)) >>> 0;
    if (entry === hash) return encoded[at + 4];
  }
  return 0;
}
