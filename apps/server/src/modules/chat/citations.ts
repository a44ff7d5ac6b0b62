const marker = /\[\^(\d+)\]/g;
/** A marker cut off at the end of a delta: "[", "[^", "[^12". */
const openTail = /\[(\^\d{0,6})?$/;

/** Removes every [^n] whose n does not name one of the `count` references sent to the model. */
export function removeInvalidCitations(text: string, count: number): string {
  return text.replace(marker, (whole, digits: string) => {
    const n = Number(digits);
    return n >= 1 && n <= count ? whole : "";
  });
}

/**
 * Checks citation markers while the answer streams: a delta ending inside a possible marker is held back
 * until the marker is complete, so what is streamed and what is stored are the same checked text.
 */
export class CitationFilter {
  private held = "";

  constructor(private readonly count: number) {}

  push(delta: string): string {
    const text = this.held + delta;
    const tail = openTail.exec(text);
    const cut = tail ? tail.index : text.length;
    this.held = text.slice(cut);
    return removeInvalidCitations(text.slice(0, cut), this.count);
  }

  /** What is still held back at the end of the answer. */
  flush(): string {
    const rest = removeInvalidCitations(this.held, this.count);
    this.held = "";
    return rest;
  }
}
