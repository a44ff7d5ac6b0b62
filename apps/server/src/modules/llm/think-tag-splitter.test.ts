import { describe, expect, it } from "vitest";
import { thinkTagSplitter } from "./think-tag-splitter.js";

function split(pieces: string[]) {
  const splitter = thinkTagSplitter();
  let reasoning = "";
  let content = "";
  for (const piece of [...pieces.map((p) => splitter.push(p)), splitter.flush()]) {
    reasoning += piece.reasoning;
    content += piece.content;
  }
  return { reasoning, content };
}

describe("<think> tags in streamed content", () => {
  const text = "\n<think>\n先想一想 a < b </thin\n</think>\n\n答案是 <think> 字面</think>";
  it.each([1, 2, 3, 7, 100])("moves the leading thought to reasoning whatever the chunk size (%i)", (size) => {
    const pieces = Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
    expect(split(pieces)).toEqual({ reasoning: "\n先想一想 a < b </thin\n", content: "答案是 <think> 字面</think>" });
  });

  it("passes an answer without the tag through untouched", () => {
    expect(split(["<th", "is is not a tag", " at all"])).toEqual({ reasoning: "", content: "<this is not a tag at all" });
    expect(split(["  普通", "回答"])).toEqual({ reasoning: "", content: "  普通回答" });
  });

  it("keeps an unfinished thought as reasoning", () => {
    expect(split(["<think>想到一半"])).toEqual({ reasoning: "想到一半", content: "" });
  });
});
