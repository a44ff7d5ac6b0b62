/**
 * Numbers for the terms of a part being built: a CJK bigram of two BMP characters is `c1 * 65536 + c2`, a
 * one-character run `c`, a character token (CHAR_PREFIX + c) `2^32 + c`; any other term (words, numbers, characters
 * beyond the BMP) gets `2^33 + n` from a map of its text. An open-addressing table gives each number a slot.
 */
export const CHAR_BASE = 2 ** 32;
export const TEXT_BASE = 2 ** 33;

export class TermTable {
  private capacity = 1 << 16;
  private keys = new Float64Array(this.capacity).fill(-1);
  private slots = new Int32Array(this.capacity);
  /** the term number of each slot, in the order slots were given */
  numbers: number[] = [];
  private texts: string[] = [];
  private textNumbers = new Map<string, number>();

  get size() {
    return this.numbers.length;
  }

  numberOfText(text: string): number {
    let n = this.textNumbers.get(text);
    if (n === undefined) {
      n = TEXT_BASE + this.texts.push(text) - 1;
      this.textNumbers.set(text, n);
    }
    return n;
  }

  /** The slot of a term number, given a new one if the number is new. */
  slot(key: number): number {
    const mask = this.capacity - 1;
    let at = hash(key) & mask;
    for (;;) {
      const found = this.keys[at];
      if (found === key) return this.slots[at];
      if (found === -1) break;
      at = (at + 1) & mask;
    }
    const slot = this.numbers.push(key) - 1;
    this.keys[at] = key;
    this.slots[at] = slot;
    if (this.numbers.length * 2 > this.capacity) this.grow();
    return slot;
  }

  private grow() {
    const old = { keys: this.keys, slots: this.slots };
    this.capacity *= 2;
    this.keys = new Float64Array(this.capacity).fill(-1);
    this.slots = new Int32Array(this.capacity);
    const mask = this.capacity - 1;
    for (let i = 0; i < old.keys.length; i++) {
      const key = old.keys[i];
      if (key === -1) continue;
      let at = hash(key) & mask;
      while (this.keys[at] !== -1) at = (at + 1) & mask;
      this.keys[at] = key;
      this.slots[at] = old.slots[i];
    }
  }

  /** The text of a term number, as the index and queries spell it (field-tokens.ts). */
  text(key: number, charPrefix: string): string {
    if (key >= TEXT_BASE) return this.texts[key - TEXT_BASE];
    if (key >= CHAR_BASE) return charPrefix + String.fromCharCode(key - CHAR_BASE);
    if (key >= 65536) return String.fromCharCode(Math.floor(key / 65536), key % 65536);
    return String.fromCharCode(key);
  }
}

function hash(key: number): number {
  const low = key >>> 0;
  const high = (key / CHAR_BASE) >>> 0;
  let h = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
