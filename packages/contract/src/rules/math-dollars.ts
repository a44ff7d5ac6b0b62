/**
 * The spec §5 `$` rule as a remark plugin, shared by the server's renderer and the editor's preview so both show
 * the same: whitespace just inside the dollar markers is removed (`$ x $` is `$x$`), and a paragraph holding only
 * `$$ … $$` is display math. Math nodes carry the HTML remark-rehype makes of them (`code.language-math`).
 * The tree types are the few mdast fields used, so the contract needs no markdown dependency.
 */
interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: { start: { offset?: number } };
  data?: Record<string, unknown>;
}

function mathNode(value: string, display: boolean): MdNode {
  const tex = value.trim();
  const code = {
    type: "element",
    tagName: "code",
    properties: { className: ["language-math", display ? "math-display" : "math-inline"] },
    children: [{ type: "text", value: tex }],
  };
  const data = display ? { hName: "pre", hChildren: [code] } : { hName: "code", hProperties: code.properties, hChildren: code.children };
  return { type: display ? "math" : "inlineMath", value: tex, data };
}

/** The math of a paragraph that is one `$$…$$` written inline, if it is one. */
function displayOnly(node: MdNode, source: string): MdNode | undefined {
  if (node.type !== "paragraph" || node.children?.length !== 1) return undefined;
  const only = node.children[0];
  const start = only.position?.start.offset;
  return only.type === "inlineMath" && start !== undefined && source.startsWith("$$", start) ? only : undefined;
}

function visitMath(tree: MdNode, source: string): void {
  const stack: MdNode[] = [tree];
  while (stack.length > 0) {
    const children = stack.pop()!.children ?? [];
    children.forEach((child, i) => {
      const display = displayOnly(child, source);
      if (display) children[i] = mathNode(display.value ?? "", true);
      else if (child.type === "inlineMath" || child.type === "math") children[i] = mathNode(child.value ?? "", child.type === "math");
      else if (child.children) stack.push(child);
    });
  }
}

export function remarkMathDollars() {
  return (tree: unknown, file: { value: unknown }) => visitMath(tree as MdNode, String(file.value));
}
