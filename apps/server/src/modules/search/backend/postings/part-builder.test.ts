import { describe, expect, it } from "vitest";
import { bodyTokens } from "../../text/body-tokens.js";
import { fieldTokens } from "../../text/field-tokens.js";
import { bucketOf, findInBucket, forEachEntry } from "./buckets.js";
import { PartBuilder } from "./part-builder.js";
import { decodeOrdinals } from "./varint.js";

const texts = [
  "ＧＰＴ-4o 大模型，中国人民！Ａ股 𠀀𠀁𠀂 x 国",
  "The kernel's `find -size +10M` 命令 <b>&amp;</b> \"quoted\" ä ö ÿ 1999 年",
  "かな カタカナ 한국어 ー 中文混排 Mixed 中English文",
];

function termsOf(built: ReturnType<PartBuilder["build"]>): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const row of built.rows) forEachEntry(row, (term, list) => out.set(term, [...decodeOrdinals(list)]));
  return out;
}

describe("body part builder", () => {
  it("indexes exactly fieldTokens' sequence and characters, plus word prefixes, per segment", () => {
    const builder = new PartBuilder();
    texts.forEach((text, i) => builder.addSegment(1024 + i, bodyTokens(text).runs));
    const built = builder.build();
    const got = termsOf(built);
    const want = new Map<string, number[]>();
    texts.forEach((text, i) => {
      const tokens = fieldTokens(text);
      for (const term of new Set([...tokens.seq, ...tokens.chars])) want.set(term, [...(want.get(term) ?? []), i]);
    });
    const prefixes = [...got.keys()].filter((t) => t.startsWith("*"));
    expect(new Map([...got].filter(([t]) => !t.startsWith("*")))).toEqual(want);
    expect(prefixes.sort()).toEqual([
      "*eng", "*engl", "*engli", "*englis", "*fin", "*ker", "*kern", "*kerne", "*mix", "*mixe", "*quo", "*quot", "*quote", "*siz",
    ]);
    expect(built.segKeys).toEqual([1024, 1025, 1026]);
    // Every term is found in the bucket its hash names.
    for (const term of got.keys()) expect(findInBucket(built.rows[bucketOf(term, built.buckets)], term)).toBeDefined();
  });

  it("spreads a large part over buckets and refuses segments out of order", () => {
    const builder = new PartBuilder();
    for (let i = 0; i < 300; i++) builder.addSegment(i + 1, bodyTokens(`段落${i} 内容${i * 7} word${i} 龙${String.fromCharCode(0x4e00 + i)}`).runs);
    const built = builder.build();
    expect(built.buckets).toBeGreaterThan(1);
    expect(termsOf(built).get("z龙")?.length).toBe(300);
    expect(() => builder.addSegment(5, [])).toThrow();
  });
});
