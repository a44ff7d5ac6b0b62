import { CHAR_PREFIX } from "../../text/field-tokens.js";
import type { Run } from "../../text/runs.js";
import type { BodyPart } from "./body-part.js";
import { BucketSet, encodedLength, entryOverhead } from "./buckets.js";
import { CHAR_BASE, TermTable } from "./term-table.js";
import { prefixTerms } from "./word-prefixes.js";

const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

/**
 * Builds a part of the body index from its segments, given in ascending key order, straight from their runs: the
 * terms are those of fieldTokens' sequence and characters (bigrams of CJK runs, a one-character run itself, each
 * CJK character with CHAR_PREFIX, words and numbers) and the prefixes of words (word-prefixes.ts), numbered
 * without making a string for each CJK occurrence
 * (term-table.ts). Postings are recorded as (slot, ordinal) pairs and grouped per term by a counting sort.
 */
export class PartBuilder {
  private terms = new TermTable();
  private segKeys: number[] = [];
  private lastOrdinal = new Int32Array(1 << 16).fill(-1);
  private pairSlots = new Int32Array(1 << 16);
  private pairOrdinals = new Int32Array(1 << 16);
  private pairs = 0;
  /** The slot of each BMP character's term (CHAR_BASE + c), -1 until it occurs: half of a CJK text's terms. */
  private charSlots = new Int32Array(1 << 16).fill(-1);

  addSegment(segKey: number, runs: Run[]) {
    const previous = this.segKeys[this.segKeys.length - 1];
    if (previous !== undefined && segKey <= previous) throw new Error("segments must be added in ascending key order");
    const ordinal = this.segKeys.push(segKey) - 1;
    for (const run of runs) {
      if (run.kind === "cjk") this.addCjk(run.text, ordinal);
      else {
        this.add(this.terms.numberOfText(run.text), ordinal);
        if (run.kind === "word") prefixTerms(run.text, (term) => this.add(this.terms.numberOfText(term), ordinal));
      }
    }
  }

  private addCjk(text: string, ordinal: number) {
    const units = text.length;
    let bmp = true;
    for (let i = 0; i < units && bmp; i++) bmp = !isSurrogate(text.charCodeAt(i));
    if (!bmp) return this.addCjkText(text, ordinal);
    if (units === 1) this.add(text.charCodeAt(0), ordinal);
    for (let i = 0; i < units; i++) {
      const code = text.charCodeAt(i);
      if (i + 1 < units) this.add(code * 65536 + text.charCodeAt(i + 1), ordinal);
      let slot = this.charSlots[code];
      if (slot < 0) slot = this.charSlots[code] = this.terms.slot(CHAR_BASE + code);
      this.addSlot(slot, ordinal);
    }
  }

  /** A run with characters beyond the BMP, by code points as fieldTokens cuts it. */
  private addCjkText(text: string, ordinal: number) {
    const chars = Array.from(text);
    if (chars.length === 1) this.add(this.terms.numberOfText(chars[0]), ordinal);
    for (let i = 0; i < chars.length; i++) {
      if (i + 1 < chars.length) this.add(this.terms.numberOfText(chars[i] + chars[i + 1]), ordinal);
      this.add(this.terms.numberOfText(CHAR_PREFIX + chars[i]), ordinal);
    }
  }

  private add(key: number, ordinal: number) {
    this.addSlot(this.terms.slot(key), ordinal);
  }

  private addSlot(slot: number, ordinal: number) {
    if (slot >= this.lastOrdinal.length) this.lastOrdinal = grown(this.lastOrdinal, slot, -1);
    if (this.lastOrdinal[slot] === ordinal) return;
    this.lastOrdinal[slot] = ordinal;
    if (this.pairs === this.pairSlots.length) {
      this.pairSlots = grown(this.pairSlots, this.pairs, 0);
      this.pairOrdinals = grown(this.pairOrdinals, this.pairs, 0);
    }
    this.pairSlots[this.pairs] = slot;
    this.pairOrdinals[this.pairs++] = ordinal;
  }

  build(): BodyPart {
    const terms = this.terms.size;
    const starts = new Int32Array(terms + 1);
    for (let i = 0; i < this.pairs; i++) starts[this.pairSlots[i] + 1]++;
    for (let t = 0; t < terms; t++) starts[t + 1] += starts[t];
    const ordinals = new Int32Array(this.pairs);
    const fill = starts.slice(0, terms);
    // Pairs were recorded in ordinal order, so each term's ordinals come out ascending.
    for (let i = 0; i < this.pairs; i++) ordinals[fill[this.pairSlots[i]]++] = this.pairOrdinals[i];
    const texts = this.terms.numbers.map((key) => this.terms.text(key, CHAR_PREFIX));
    let bytes = 0;
    for (let t = 0; t < terms; t++) bytes += entryOverhead(texts[t]) + encodedLength(ordinals.subarray(starts[t], starts[t + 1]), starts[t + 1] - starts[t]);
    const buckets = new BucketSet(bytes);
    for (let t = 0; t < terms; t++) {
      buckets.writerFor(texts[t]).addOrdinals(texts[t], ordinals.subarray(starts[t], starts[t + 1]), starts[t + 1] - starts[t]);
    }
    return { segKeys: this.segKeys, buckets: buckets.buckets, rows: buckets.rows() };
  }
}

function grown(array: Int32Array<ArrayBuffer>, atLeast: number, fill: number): Int32Array<ArrayBuffer> {
  let size = array.length * 2;
  while (size <= atLeast) size *= 2;
  const next = new Int32Array(size).fill(fill);
  next.set(array);
  return next;
}
