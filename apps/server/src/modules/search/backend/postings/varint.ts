/**
 * Ascending lists of non-negative integers as LEB128 varints of their gaps (the first value as is): a posting list
 * of close ordinals costs one byte an entry. Values up to 2^53 are exact (arithmetic instead of 32-bit shifts).
 */
export class VarintWriter {
  private bytes = new Uint8Array(256);
  length = 0;

  private room(n: number) {
    if (this.length + n <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }

  write(value: number) {
    this.room(8);
    let v = value;
    while (v >= 0x80) {
      this.bytes[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.length++] = v;
  }

  writeByte(byte: number) {
    this.room(1);
    this.bytes[this.length++] = byte;
  }

  writeBytes(bytes: Uint8Array) {
    this.room(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Appends an ascending list as gaps. */
  writeAscending(values: ArrayLike<number>, count = values.length) {
    let previous = 0;
    for (let i = 0; i < count; i++) {
      this.write(values[i] - previous);
      previous = values[i];
    }
  }

  /** A copy of what was written; the writer may be reused after `reset`. */
  take(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }

  reset() {
    this.length = 0;
  }
}

export function encodeAscending(values: ArrayLike<number>): Uint8Array {
  const writer = new VarintWriter();
  writer.writeAscending(values);
  return writer.take();
}

/** How many varints the bytes hold (each ends on a byte below 0x80). */
function countVarints(bytes: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] < 0x80) n++;
  return n;
}

/** An ascending list of ordinals (< 2^31) written by encodeAscending. */
export function decodeOrdinals(bytes: Uint8Array): Int32Array {
  const out = new Int32Array(countVarints(bytes));
  decodeOrdinalsInto(bytes, out, 0);
  return out;
}

/**
 * Decodes the ordinals of bytes[from, to) into `out` from `at`, each through `remap` when given (an ordinal mapped
 * to -1 is left out); returns where the next one would go.
 */
export function decodeOrdinalsInto(bytes: Uint8Array, out: Int32Array, at: number, remap?: Int32Array, from = 0, to = bytes.length): number {
  let n = at;
  let value = 0;
  for (let i = from; i < to; ) {
    let b = bytes[i++];
    let gap = b & 0x7f;
    let shift = 7;
    while (b >= 0x80) {
      b = bytes[i++];
      gap |= (b & 0x7f) << shift;
      shift += 7;
    }
    value += gap;
    const mapped = remap ? remap[value] : value;
    if (mapped >= 0) out[n++] = mapped;
  }
  return n;
}

/** An ascending list of any safe integers written by encodeAscending. */
export function decodeAscending(bytes: Uint8Array): Float64Array {
  const out = new Float64Array(countVarints(bytes));
  let value = 0;
  let at = 0;
  for (let i = 0; i < bytes.length; ) {
    let gap = 0;
    let scale = 1;
    let b: number;
    do {
      b = bytes[i++];
      gap += (b & 0x7f) * scale;
      scale *= 0x80;
    } while (b >= 0x80);
    value += gap;
    out[at++] = value;
  }
  return out;
}
