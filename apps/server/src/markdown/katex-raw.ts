import type { Element, ElementContent, Root, RootContent } from "hast";
import { toText } from "hast-util-to-text";
import katex from "katex";

/** Beyond these, math stays as its TeX source in a code element: rendering is the costly part of a save. */
export const MAX_MATH_EXPRESSIONS = 1000;
export const MAX_MATH_SOURCE = 2000;

const classesOf = (node: Element): string[] => (Array.isArray(node.properties?.className) ? (node.properties.className) : []);

/** The math code elements of remark-math (`<code class="language-math math-inline|math-display">`); display ones sit in a `<pre>`. */
function mathKind(node: Element): "inline" | "display" | undefined {
  if (node.tagName !== "code") return undefined;
  const classes = classesOf(node);
  if (!classes.includes("language-math")) return undefined;
  return classes.includes("math-display") ? "display" : "inline";
}

/**
 * Renders remark-math's math with KaTeX (untrusted mode: no \href, \url, \includegraphics, \html…), inserting
 * KaTeX's HTML as raw nodes instead of parsing it back into a tree (rehype-katex does, at ten times the cost).
 * The final sanitizer checks that HTML like the rest. Errors show as KaTeX's red source text.
 */
export function rehypeKatexRaw() {
  return (tree: Root) => {
    let rendered = 0;
    const stack: Array<Root | Element> = [tree];
    while (stack.length > 0) {
      const parent = stack.pop()!;
      parent.children.forEach((child: RootContent | ElementContent, index: number) => {
        if (child.type !== "element") return;
        const inPre = child.tagName === "pre" && child.children.length === 1 && child.children[0].type === "element";
        const code = inPre ? (child.children[0] as Element) : child;
        const kind = inPre && mathKind(code) ? "display" : mathKind(code);
        if (!kind) return void stack.push(child);
        const source = toText(code, { whitespace: "pre" });
        if (++rendered > MAX_MATH_EXPRESSIONS || source.length > MAX_MATH_SOURCE) return;
        const html = katex.renderToString(source, { displayMode: kind === "display", throwOnError: false, strict: "ignore", trust: false, maxSize: 50, maxExpand: 500 });
        (parent.children as Array<RootContent>)[index] = { type: "raw", value: html };
      });
    }
  };
}
