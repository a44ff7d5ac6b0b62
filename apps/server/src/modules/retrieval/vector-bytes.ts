/** A vector as stored: little-endian float32, scaled to length 1 (cosine similarity is then the dot product). */
export function vectorBytes(vector: number[]): Uint8Array {
  const norm = Math.hypot(...vector) || 1;
  const floats = new Float32Array(vector.map((x) => x / norm));
  const bytes = new Uint8Array(floats.length * 4);
  const view = new DataView(bytes.buffer);
  floats.forEach((x, i) => view.setFloat32(i * 4, x, true));
  return bytes;
}

const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function bytesVector(bytes: Uint8Array): Float32Array {
  // A copy, aligned: a Buffer's slice() is a view into a shared pool (PostgreSQL's rows), not a copy.
  if (littleEndian) return new Float32Array(Uint8Array.from(bytes).buffer, 0, bytes.byteLength >> 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Float32Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getFloat32(i * 4, true));
}

export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length && i < b.length; i++) sum += a[i] * b[i];
  return sum;
}
