import { describe, expect, it } from "vitest";
import { questionTerms } from "./question-terms.js";

const keys = (question: string) => questionTerms(question).map((t) => t.key);

describe("the content words of a question", () => {
  it("drops Chinese question words and particles and keeps what the question is about", () => {
    expect(keys("vim 里怎么撤消上一次修改？")).toEqual(["vim", "撤消", "一次", "修改"]);
    expect(keys("请问吊销证书时应该选择什么原因呢？")).toEqual(["吊销", "证书", "选择", "原因"]);
  });

  it("drops the frames of 'what is X about' and 'what does X mean'", () => {
    expect(keys("寡头政治是怎么回事")).toEqual(["寡头政治", "寡头", "政治"]);
    expect(keys("rm -rf 是什么意思？")).toEqual(["rm", "rf"]);
    expect(questionTerms("这是怎么一回事？")).toEqual([]);
  });

  it("adds the dictionary sub-words of a Chinese compound, so a page that writes them apart matches too", () => {
    expect(keys("find 命令如何按文件大小查找")).toEqual(["find", "命令", "按", "文件大小", "文件", "大小", "查找"]);
  });

  it("drops English question words and stems the rest", () => {
    expect(keys("How do I undo the last change in vim?")).toEqual(["undo", "last", "chang", "vim"]);
    expect(keys("What is the maximum length of a DER encoding?")).toEqual(["maximum", "length", "der", "encod"]);
  });

  it("reads contractions of not as not, so 'does not support' meets \"doesn't support\"", () => {
    expect(keys("Which types doesn't the parser support?")).toEqual(["type", "not", "parser", "support"]);
    expect(keys("Which types does the parser not support?")).toEqual(["type", "parser", "not", "support"]);
  });

  it("keeps numbers and mixed-script questions, each word once", () => {
    expect(keys("gzip -9 和 gzip --best 一样吗？")).toEqual(["gzip", "9", "best", "一样"]);
  });

  it("has nothing to search for in a question made of question words only", () => {
    expect(questionTerms("怎么办？what is it?")).toEqual([]);
  });
});
