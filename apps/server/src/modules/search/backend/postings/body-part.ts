import { segmentKey } from "../../keys.js";
import { VarintWriter } from "./varint.js";

/** One item's body: per segment, its distinct terms separated by spaces (a term never holds a space). */
export interface ItemBody {
  key: number;
  bodies: string[];
}

/**
 * A part of the body index as written together: its segments in ascending key order (a segment's ordinal is its
 * place here) and, per term, the ascending ordinals of the segments holding it, as varint gaps. The lists lie end
 * to end in `lists`; term i's list ends at `ends[i]`.
 */
export interface BodyPart {
  segKeys: number[];
  terms: string[];
  lists: Uint8Array;
  ends: number[];
}

export function buildBodyPart(items: ItemBody[]): BodyPart {
  const segments: Array<{ segKey: number; terms: string }> = [];
  const latest = new Map(items.map((item) => [item.key, item]));
  for (const item of latest.values()) {
    item.bodies.forEach((terms, segment) => segments.push({ segKey: segmentKey(item.key, segment), terms }));
  }
  segments.sort((a, b) => a.segKey - b.segKey);
  const postings = new Map<string, number[]>();
  segments.forEach(({ terms }, ordinal) => {
    if (!terms) return;
    for (const term of terms.split(" ")) {
      const list = postings.get(term);
      if (list) {
        if (list[list.length - 1] !== ordinal) list.push(ordinal);
      } else postings.set(term, [ordinal]);
    }
  });
  const writer = new VarintWriter();
  const terms: string[] = [];
  const ends: number[] = [];
  for (const [term, ordinals] of postings) {
    writer.writeAscending(ordinals);
    terms.push(term);
    ends.push(writer.length);
  }
  return { segKeys: segments.map((s) => s.segKey), terms, lists: writer.take(), ends };
}

/** Each term's list as its own bytes (views into the part's buffer). */
export function termLists(part: Pick<BodyPart, "terms" | "lists" | "ends">): Array<[string, Uint8Array]> {
  return part.terms.map((term, i) => [term, part.lists.subarray(i === 0 ? 0 : part.ends[i - 1], part.ends[i])]);
}
