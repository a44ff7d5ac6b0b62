import type { Parent, Root, RootContent } from "mdast";

interface MathNode {
  type: "inlineMath" | "math";
  value: string;
  position?: { start: { offset?: number } };
  data?: Record<string, unknown>;
}

const mathCode = (value: string, display: boolean) => ({
  type: "element",
  tagName: "code",
  properties: { className: ["language-math", display ? "math-display" : "math-inline"] },
  children: [{ type: "text", value }],
});

/** A math node with its value trimmed, and the HTML remark-rehype makes of it to match. */
function mathNode(value: string, display: boolean): MathNode {
  const trimmed = value.trim();
  const code = mathCode(trimmed, display);
  return display
    ? { type: "math", value: trimmed, data: { hName: "pre", hChildren: [code] } }
    : { type: "inlineMath", value: trimmed, data: { hName: "code", hProperties: code.properties, hChildren: code.children } };
}

/** A paragraph that is one `$$…$$` written on a line of its own: display math, as in the established editor. */
function isDisplayOnly(paragraph: Parent, source: string): boolean {
  if (paragraph.children.length !== 1) return false;
  const only = paragraph.children[0] as unknown as MathNode;
  const start = only.position?.start.offset;
  return only.type === "inlineMath" && start !== undefined && source.startsWith("$$", start);
}

function visitMath(tree: Parent, source: string): void {
  const stack: Parent[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    node.children.forEach((child, i) => {
      const math = child as unknown as MathNode;
      if (child.type === "paragraph" && isDisplayOnly(child, source)) {
        node.children[i] = mathNode((child.children[0] as unknown as MathNode).value, true) as unknown as RootContent;
      } else if (math.type === "inlineMath" || math.type === "math") {
        node.children[i] = mathNode(math.value, math.type === "math") as unknown as RootContent;
      } else if ("children" in child) stack.push(child as Parent);
    });
  }
}

/**
 * The spec §5 `$` rule: whitespace just inside the dollar markers is removed (`$ x $` is `$x$`), and a paragraph
 * holding only `$$ … $$` is shown as display math.
 */
export function remarkMathDollars() {
  return (tree: Root, file: { value: unknown }) => visitMath(tree, String(file.value));
}
