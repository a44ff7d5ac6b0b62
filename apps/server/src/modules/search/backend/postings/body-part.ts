/**
 * A part of the body index as written together: its segments in ascending key order (a segment's ordinal is its
 * place here) and, per term, the ascending ordinals of the segments holding it as varint gaps, packed into
 * `buckets` rows (buckets.ts; an empty row is not stored).
 */
export interface BodyPart {
  segKeys: number[];
  buckets: number;
  rows: Uint8Array[];
}
