import type { Element, ElementContent, Root } from "hast";

/**
 * Some highlight.js grammars take time growing with the square of a code block's length (C, C++, C#, Arduino: about
 * 0.75 s for a 10,000-character block of plain words, measured in docs/content.md). Blocks are highlighted in order
 * while the sum of their squared lengths stays within this budget (a 10,000-character block, or a hundred of 1,000);
 * the others are shown as plain text.
 */
export const HIGHLIGHT_BUDGET = 100_000_000;

const textLength = (node: ElementContent): number =>
  node.type === "text" ? node.value.length : node.type === "element" ? node.children.reduce((sum, child) => sum + textLength(child), 0) : 0;

/** Languages shown as they are, never highlighted. */
export const PLAIN_TEXT_LANGUAGES = ["txt", "text", "plain", "math"];

/** Whether rehype-highlight would highlight this code: it names a language (it detects none), not a plain one. */
function highlighted(code: Element): boolean {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  const language = classes.find((name) => /^(?:lang|language)-/.test(name))?.replace(/^(?:lang|language)-/, "");
  return language !== undefined && !PLAIN_TEXT_LANGUAGES.includes(language) && !classes.some((name) => name === "no-highlight" || name === "nohighlight");
}

/** Marks the `<pre><code class="language-…">` blocks beyond HIGHLIGHT_BUDGET `no-highlight` for rehype-highlight. */
export function rehypeHighlightBudget() {
  return (tree: Root) => {
    let used = 0;
    const stack: Array<Root | Element> = [tree];
    while (stack.length > 0) {
      for (const child of stack.pop()!.children) {
        if (child.type !== "element") continue;
        const code = child.tagName === "pre" ? child.children.find((node): node is Element => node.type === "element" && node.tagName === "code") : undefined;
        if (!code) {
          stack.push(child);
          continue;
        }
        if (!highlighted(code)) continue;
        const cost = textLength(code) ** 2;
        if (used + cost <= HIGHLIGHT_BUDGET) used += cost;
        else code.properties.className = [...(code.properties.className as string[]), "no-highlight"];
      }
    }
  };
}
