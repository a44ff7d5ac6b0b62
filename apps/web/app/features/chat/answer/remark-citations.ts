import type { ChatReference } from "@wenku/contract";

/** The few mdast shapes this plugin reads and writes (mdast's own types are not a dependency of the web app). */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> };
}

const marker = /\[\^(\d+)\]/g;

/** How much of the cited excerpt the link carries for the reader to find and mark on the page. */
export const citedExcerptLength = 200;

/**
 * The reader's address for reference n: /document/<uuid>?page=<page> (spec §2 chat screens), with the cited excerpt
 * (&hl=, its first 200 characters, whitespace folded) for the reader to mark on that page.
 */
export function citationHref(ref: Pick<ChatReference, "uuid" | "page"> & { content?: string }): string {
  const excerpt = (ref.content ?? "").replace(/\s+/g, " ").trim().slice(0, citedExcerptLength).trim();
  return `/document/${encodeURIComponent(ref.uuid)}?page=${ref.page}${excerpt ? `&hl=${encodeURIComponent(excerpt)}` : ""}`;
}

/** A text node's value cut into text and citation links; markers without a reference stay as they are. */
function splitText(value: string, refs: Map<number, ChatReference>): MdNode[] | null {
  const parts: MdNode[] = [];
  let last = 0;
  for (const match of value.matchAll(marker)) {
    const n = Number(match[1]);
    const ref = refs.get(n);
    if (!ref) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push({ type: "text", value: value.slice(last, start) });
    parts.push({
      type: "link",
      url: citationHref(ref),
      children: [{ type: "text", value: String(n) }],
      data: { hProperties: { className: ["wk-cite"], "data-cite": n, "data-testid": "chat-citation" } },
    });
    last = start + match[0].length;
  }
  if (last === 0) return null;
  if (last < value.length) parts.push({ type: "text", value: value.slice(last) });
  return parts;
}

function walk(node: MdNode, refs: Map<number, ChatReference>) {
  if (!node.children || node.type === "link" || node.type === "linkReference") return;
  const next: MdNode[] = [];
  for (const child of node.children) {
    const split = child.type === "text" && child.value ? splitText(child.value, refs) : null;
    if (split) next.push(...split);
    else {
      walk(child, refs);
      next.push(child);
    }
  }
  node.children = next;
}

/**
 * A remark plugin: the `[^n]` markers of an answer become links to the page of reference n. Code, inline code and
 * existing links are left alone (their text is not a `text` node, or they are skipped).
 */
export function remarkCitations(options: { references: ChatReference[] }) {
  const refs = new Map(options.references.map((r) => [r.n, r]));
  return (tree: MdNode) => {
    if (refs.size) walk(tree, refs);
  };
}
