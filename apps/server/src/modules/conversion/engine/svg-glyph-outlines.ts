/**
 * How far right each glyph outline of a page SVG reaches, in its font's units (1 = the font size): mupdf 1.21
 * defines each glyph once in `<defs>` as `<path id="font_2_27" d="M.12 .07 …"/>` with absolute coordinates. A glyph
 * ends about there, which places the end of a word whose last glyph is never followed by another on the page
 * (glyph-layout.ts). Returns pairs [key, right] with key = font × 65536 + glyph, as svg-data-text.ts keys them.
 *
 * `known` (kept by the caller from page to page, and bounded by it) holds the right edge of each outline already
 * read, by its path data: the pages of one document define the same glyphs again, and looking an outline up costs a
 * fraction of reading its numbers.
 *
 * Self-contained (no imports, no outer names): the page workers embed it as source text (svg-worker-pool.ts).
 */
export function glyphOutlineRights(svg: Buffer, known?: Map<string, number>): Float64Array {
  const defsEnd = svg.indexOf("</defs>");
  const pathTag = Buffer.from('<path id="font_');
  const found: number[] = [];
  if (defsEnd < 0) return new Float64Array(0);
  let cursor = 0;
  const readInteger = () => {
    let value = 0;
    while (svg[cursor] >= 0x30 && svg[cursor] <= 0x39) value = value * 10 + (svg[cursor++] - 0x30);
    return value;
  };
  for (let at = svg.indexOf(pathTag); at >= 0 && at < defsEnd; at = svg.indexOf(pathTag, cursor)) {
    cursor = at + pathTag.length;
    const font = readInteger();
    cursor++;
    const key = font * 65536 + readInteger();
    const d = svg.indexOf('d="', cursor);
    const end = d < 0 ? -1 : svg.indexOf(0x22, d + 3);
    if (end < 0) break;
    const outline = known ? svg.toString("latin1", d + 3, end) : "";
    const knownRight = known?.get(outline);
    if (knownRight !== undefined) {
      found.push(key, knownRight);
      cursor = end;
      continue;
    }
    let right = -Infinity;
    // Coordinates come in x y pairs after M, L and C; H has x alone, V y alone.
    let command = 0x4d;
    let index = 0;
    for (cursor = d + 3; cursor < end; ) {
      const byte = svg[cursor];
      if ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)) {
        command = byte & ~0x20;
        index = 0;
        cursor++;
        continue;
      }
      if (byte === 0x20 || byte === 0x2c) {
        cursor++;
        continue;
      }
      const isX = command === 0x48 || (command !== 0x56 && index % 2 === 0);
      index++;
      if (!isX) {
        // A y: skipped over without reading it.
        cursor++;
        while (cursor < end && ((svg[cursor] >= 0x30 && svg[cursor] <= 0x39) || svg[cursor] === 0x2e || svg[cursor] === 0x65 || svg[cursor] === 0x45)) {
          if ((svg[cursor] === 0x65 || svg[cursor] === 0x45) && (svg[cursor + 1] === 0x2d || svg[cursor + 1] === 0x2b)) cursor++;
          cursor++;
        }
        continue;
      }
      const negative = svg[cursor] === 0x2d;
      if (negative) cursor++;
      let value = 0;
      let scale = 1;
      let fraction = false;
      for (; cursor < end; cursor++) {
        const digit = svg[cursor];
        if (digit >= 0x30 && digit <= 0x39) {
          value = value * 10 + (digit - 0x30);
          if (fraction) scale *= 10;
        } else if (digit === 0x2e && !fraction) fraction = true;
        else break;
      }
      value /= scale;
      if (svg[cursor] === 0x65 || svg[cursor] === 0x45) {
        cursor++;
        const exponentSign = svg[cursor] === 0x2d ? -1 : 1;
        if (svg[cursor] === 0x2d || svg[cursor] === 0x2b) cursor++;
        let exponent = 0;
        while (svg[cursor] >= 0x30 && svg[cursor] <= 0x39) exponent = exponent * 10 + (svg[cursor++] - 0x30);
        value *= 10 ** (exponentSign * exponent);
      }
      if (negative) value = -value;
      if (value > right) right = value;
    }
    if (right > -Infinity) found.push(key, right);
    known?.set(outline, right);
    cursor = end;
  }
  return Float64Array.from(found);
}
