/**
 * Deterministic text vectors for tests: a hashed bag of character unigrams and bigrams (lower-cased, NFKC,
 * whitespace collapsed), L2-normalised. Texts sharing words or characters point the same way, so a question and
 * the passage that answers it are nearer each other than unrelated text — enough to test vector retrieval
 * without a model. The local OpenAI-compatible server (openai-server.ts) answers /v1/embeddings with these.
 */
export function hashedEmbedding(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const chars = Array.from(text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim());
  const add = (feature: string, weight: number) => {
    const hash = fnv1a(feature);
    vector[hash % dimensions] += hash & 0x80000000 ? -weight : weight;
  };
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== " ") add(chars[i], 0.5);
    if (i + 1 < chars.length) add(chars[i] + chars[i + 1], 1);
  }
  const norm = Math.hypot(...vector);
  if (norm === 0) return vector.map((_, i) => (i === 0 ? 1 : 0));
  return vector.map((x) => x / norm);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, "utf8")) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Cosine similarity of two vectors of the same length. */
export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
