import type { Parent, Root } from "mdast";

type Child = Parent["children"][number];

interface MathNode {
  type: string;
  value: string;
  position?: { start: { offset?: number } };
}

/** A math node with its TeX trimmed, carrying the HTML remark-rehype makes of it (`code.language-math`). */
function mathNode(value: string, display: boolean): Child {
  const tex = value.trim();
  const code = {
    type: "element",
    tagName: "code",
    properties: { className: ["language-math", display ? "math-display" : "math-inline"] },
    children: [{ type: "text", value: tex }],
  };
  const data = display ? { hName: "pre", hChildren: [code] } : { hName: "code", hProperties: code.properties, hChildren: code.children };
  return { type: display ? "math" : "inlineMath", value: tex, data } as unknown as Child;
}

/** A paragraph holding only `$$…$$` written inline. */
function displayOnly(child: Child, source: string): MathNode | undefined {
  if (child.type !== "paragraph" || child.children.length !== 1) return undefined;
  const only = child.children[0] as unknown as MathNode;
  const start = only.position?.start.offset;
  return only.type === "inlineMath" && start !== undefined && source.startsWith("$$", start) ? only : undefined;
}

function visit(node: Parent, source: string): void {
  node.children.forEach((child, i) => {
    const math = child as unknown as MathNode;
    const display = displayOnly(child, source);
    if (display) node.children[i] = mathNode(display.value, true);
    else if (math.type === "inlineMath" || math.type === "math") node.children[i] = mathNode(math.value, math.type === "math");
    else if ("children" in child) visit(child as Parent, source);
  });
}

/**
 * The spec §5 `$` rule as the server applies it, for the editor's preview: whitespace just inside the markers is
 * removed, and a paragraph that is one `$$…$$` is display math.
 */
export function remarkDisplayMath() {
  return (tree: Root, file: { value: unknown }) => visit(tree, String(file.value));
}
