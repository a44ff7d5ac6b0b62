import type { Element, ElementContent, Root } from "hast";
import { toText } from "hast-util-to-text";
import { MAX_MATH_SOURCE } from "./katex-raw.js";
import { readableTex } from "./tex-text.js";

const isMathCode = (node: Element) =>
  node.tagName === "code" && Array.isArray(node.properties?.className) && node.properties.className.includes("language-math");

/**
 * Runs `read` while every math element of remark-math (`<code class="language-math">`) holds its readable text
 * instead of its TeX source (`\frac{a}{b}` reads a/b), then puts the source back for KaTeX. Sources too long to
 * render stay as written, as they do on the page.
 */
export function mathAsReadableText<T>(tree: Root, read: () => T): T {
  const swapped: Array<{ node: Element; children: ElementContent[] }> = [];
  const stack: Array<Root | Element> = [tree];
  while (stack.length > 0) {
    for (const child of stack.pop()!.children) {
      if (child.type !== "element") continue;
      if (!isMathCode(child)) {
        stack.push(child);
        continue;
      }
      const source = toText(child, { whitespace: "pre" });
      if (source.length > MAX_MATH_SOURCE) continue;
      swapped.push({ node: child, children: child.children });
      child.children = [{ type: "text", value: readableTex(source) }];
    }
  }
  try {
    return read();
  } finally {
    for (const { node, children } of swapped) node.children = children;
  }
}
