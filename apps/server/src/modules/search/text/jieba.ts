import { Jieba } from "@node-rs/jieba";
import { dict } from "@node-rs/jieba/dict.js";

let instance: Jieba | undefined;

/** The jieba segmenter with its default dictionary, loaded once per process on first use (~150 ms). */
export function segmenter(): Jieba {
  return (instance ??= Jieba.withDict(dict));
}

/** Search-mode segmentation (long words also yield their dictionary sub-words), dictionary words only (no HMM guessing: faster, and the same on both sides). */
export function cutForSearch(text: string): string[] {
  return segmenter().cutForSearch(text, false);
}

/** Precise segmentation: each character in exactly one word. */
export function cutPrecise(text: string): string[] {
  return segmenter().cut(text, false);
}
