import { doubleStruck, subscripts, superscripts, texAccents, texEnvironments, texFunctions, texIgnored, texStyles, texSymbols } from "./tex-symbols.js";

/** Beyond this many nested groups the rest is kept as written: the text is for reading, not a full TeX reader. */
const MAX_DEPTH = 32;

const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);
const isWordy = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
/** One token that needs no brackets around it as a fraction's part or a root's argument. */
const isAtom = (text: string) => Array.from(text).length <= 1 || /^[\p{L}\p{N}.]+$/u.test(text);
const bracket = (text: string) => (isAtom(text) ? text : `(${text})`);

function script(text: string, table: Record<string, string>, mark: "^" | "_"): string {
  const chars = Array.from(text.trim());
  const known = new Set(Object.values(table));
  if (chars.length > 0 && chars.every((c) => table[c] !== undefined || known.has(c))) return chars.map((c) => table[c] ?? c).join("");
  if (chars.length === 1 && chars[0] === "′") return "′";
  return `${mark}${bracket(text.trim())}`;
}

/** Reads TeX math left to right, writing what a reader would say it shows. */
class TexReader {
  private at = 0;
  constructor(private readonly source: string) {}

  read(): string {
    return this.sequence(0);
  }

  private peek(): string | undefined {
    return this.source[this.at];
  }

  private skipSpaces() {
    while (this.peek() === " " || this.peek() === "\n" || this.peek() === "\t") this.at++;
  }

  /** Up to the closing brace of the current group (consumed), or the end. */
  private sequence(depth: number): string {
    let out = "";
    while (this.at < this.source.length) {
      const c = this.source[this.at];
      if (c === "}") {
        this.at++;
        if (depth > 0) return out;
        continue;
      }
      out += this.element(depth);
    }
    return out;
  }

  /** One character, command, group or script. */
  private element(depth: number): string {
    const c = this.source[this.at++];
    if (c === "{") return this.group(depth);
    if (c === "^") return script(this.argument(depth), superscripts, "^");
    if (c === "_") return script(this.argument(depth), subscripts, "_");
    if (c === "\\") return this.command(depth);
    if (c === "&" || c === "~") return " ";
    if (c === "'") return "′";
    return c;
  }

  private group(depth: number): string {
    if (depth >= MAX_DEPTH) {
      const start = this.at;
      let open = 1;
      while (this.at < this.source.length && open > 0) {
        if (this.source[this.at] === "{") open++;
        if (this.source[this.at] === "}") open--;
        this.at++;
      }
      return this.source.slice(start, open === 0 ? this.at - 1 : this.at);
    }
    return this.sequence(depth + 1);
  }

  /** A command's argument: a group, a command or one character. */
  private argument(depth: number): string {
    this.skipSpaces();
    const c = this.peek();
    if (c === undefined) return "";
    if (c === "}") return "";
    return this.element(depth);
  }

  /** `[…]` after a command, when there is one. */
  private optional(depth: number): string {
    this.skipSpaces();
    if (this.peek() !== "[") return "";
    this.at++;
    let out = "";
    while (this.at < this.source.length && this.peek() !== "]") out += this.element(depth);
    this.at++;
    return out;
  }

  private commandName(): string {
    if (!isLetter(this.peek())) return this.source[this.at++] ?? "";
    const start = this.at;
    while (isLetter(this.peek())) this.at++;
    return this.source.slice(start, this.at);
  }

  /** A word (function or unknown command) right before a letter or digit gets a space after it. */
  private word(name: string): string {
    return isWordy(this.peek()) ? `${name} ` : name;
  }

  private command(depth: number): string {
    const name = this.commandName();
    if (name === "\\") return "; ";
    if (name === "frac" || name === "dfrac" || name === "tfrac" || name === "cfrac") {
      const numerator = this.argument(depth);
      const denominator = this.argument(depth);
      return `${bracket(numerator.trim())}/${bracket(denominator.trim())}`;
    }
    if (name === "sqrt") {
      const index = this.optional(depth);
      const radicand = this.argument(depth).trim();
      return `${index ? script(index, superscripts, "^") : ""}√${bracket(radicand)}`;
    }
    if (name === "mathbb") return Array.from(this.argument(depth), (c) => doubleStruck[c] ?? c).join("");
    if (Object.hasOwn(texAccents, name)) {
      const base = this.argument(depth);
      return Array.from(base).length === 1 ? `${base}${texAccents[name]}` : base;
    }
    if (name === "begin" || name === "end") {
      const environment = this.argument(depth).trim();
      const brackets = texEnvironments[environment];
      return brackets ? brackets[name === "begin" ? 0 : 1] : " ";
    }
    if (texIgnored.has(name)) {
      if (name === "left" || name === "right") {
        this.skipSpaces();
        if (this.peek() === ".") this.at++;
      }
      return "";
    }
    if (texStyles.has(name)) return this.argument(depth);
    if (Object.hasOwn(texSymbols, name)) return texSymbols[name];
    if (texFunctions.has(name)) return this.word(name);
    return isLetter(name[0]) ? this.word(name) : name;
  }
}

/**
 * TeX math as readable text, for descriptions and search results: symbols as their characters (\alpha α, \leq ≤),
 * fractions a/b, roots √x, scripts as superscript and subscript characters where Unicode has them (x², xᵢ),
 * fonts and sizes dropped. `\frac{a+b}{2}` reads "(a+b)/2", `\sum_{i=1}^{n} x_i` "∑ᵢ₌₁ⁿ xᵢ".
 */
export function readableTex(source: string): string {
  return new TexReader(source).read().replace(/\s+/g, " ").trim();
}
