/** Segments per item in a body key (`key * 1024 + segment`). */
export const MAX_SEGMENTS = 1024;

/** An item's key in the index: documents and articles share one key space, told apart by the low bit. */
export function itemKey(docType: number, itemId: number): number {
  return itemId * 2 + docType;
}

/** The item an index key names (itemKey's inverse). */
export function itemIdOfKey(key: number): number {
  return Math.floor(key / 2);
}

export function segmentKey(key: number, segment: number): number {
  return key * MAX_SEGMENTS + segment;
}

export function keyOfSegment(segKey: number): number {
  return Math.floor(segKey / MAX_SEGMENTS);
}

export function segmentOfKey(segKey: number): number {
  return segKey % MAX_SEGMENTS;
}
