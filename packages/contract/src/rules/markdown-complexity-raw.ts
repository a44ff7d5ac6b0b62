import { innermostContent, type LineShape } from "./markdown-complexity-lines.js";

/**
 * Fenced code, whose lines micromark never parses as Markdown and markdown-complexity.ts skips. A fence is believed
 * only where micromark surely opens one: outside quotes and list markers, and never where a math block or an HTML
 * block may be open, since there a fence line is their text. It is believed closed as soon as micromark may have
 * closed it. So a misreading only ever counts code as text.
 */
export class FencedCode {
  private fence?: { char: string; length: number; indent: number };
  private math?: { length: number; quoteDepth: number };
  private html?: { end: RegExp | "blank" };

  /** Whether the line opens fenced code, or is inside it (its closing line included). */
  read(shape: LineShape): "opens" | "code" | undefined {
    if (this.fence) {
      if (this.closesFence(shape)) {
        this.fence = undefined;
        return "code";
      }
      if (shape.blank || lineIndent(shape.text) >= this.fence.indent) return "code";
      // Less indented than the fence: the list item holding it may have ended.
      this.fence = undefined;
    }
    this.followRawBlocks(shape);
    const first = shape.content[0];
    const mayOpen = (first === "`" || first === "~") && !this.math && !this.html && shape.quoteDepth === 0 && !shape.list && shape.indent < 4;
    const opening = mayOpen ? /^(`{3,}|~{3,})(.*)$/.exec(shape.content) : null;
    if (!opening || (opening[1][0] === "`" && opening[2].includes("`"))) return undefined;
    this.fence = { char: opening[1][0], length: opening[1].length, indent: shape.indent };
    return "opens";
  }

  private closesFence(shape: LineShape): boolean {
    const fence = this.fence!;
    const closing = /^(`+|~+)[ \t]*$/.exec(shape.text.trimStart());
    return closing !== null && lineIndent(shape.text) <= fence.indent + 3 && closing[1][0] === fence.char && closing[1].length >= fence.length;
  }

  /** Math (`$$`) and HTML blocks, believed open from any line that may open one until it surely ends. */
  private followRawBlocks(shape: LineShape): void {
    if (this.math) {
      const closing = /^(\$\$+)[ \t]*$/.exec(shape.content);
      const closes = shape.quoteDepth === this.math.quoteDepth && shape.indent < 4 && !shape.list && closing && closing[1].length >= this.math.length;
      if (closes || shape.quoteDepth < this.math.quoteDepth) this.math = undefined;
      return;
    }
    if (this.html) {
      if (this.html.end === "blank" ? shape.blank : this.html.end.test(shape.text)) this.html = undefined;
      return;
    }
    if (!shape.text.includes("$$") && !shape.text.includes("<")) return;
    const content = innermostContent(shape.text);
    const math = /^(\$\$+)[^$]*$/.exec(content);
    if (math) this.math = { length: math[1].length, quoteDepth: shape.quoteDepth };
    else if (/^<[A-Za-z/!?]/.test(content)) {
      const end = htmlBlockEnd(content);
      if (end === "blank" || !end.test(content.slice(2))) this.html = { end };
    }
  }
}

/** What ends an HTML block opened by `content` (CommonMark's seven kinds): a closing text, or a blank line. */
function htmlBlockEnd(content: string): RegExp | "blank" {
  if (/^<(?:script|pre|style|textarea)(?:[\s>]|$)/i.test(content)) return /<\/(?:script|pre|style|textarea)>/i;
  if (content.startsWith("<!--")) return /-->/;
  if (content.startsWith("<?")) return /\?>/;
  if (content.startsWith("<![CDATA[")) return /\]\]>/;
  if (/^<![A-Za-z]/.test(content)) return />/;
  return "blank";
}

function lineIndent(text: string): number {
  let column = 0;
  for (const char of text) {
    if (char === " ") column += 1;
    else if (char === "\t") column += 4 - (column % 4);
    else break;
  }
  return column;
}
