/**
 * Removes every ` data-text="…"` attribute from a page SVG, in place, and returns the shortened view of the same
 * memory. mupdf 1.21 writes the character of each glyph there and escapes `&` and `"` but not `<`, so a page
 * showing `a < b` is not well-formed XML and browsers refuse to draw it; the page text is stored on its own, so
 * the attribute carries nothing the image needs.
 *
 * Self-contained (no imports, no outer names): the page workers embed it as source text (svg-worker-pool.ts).
 * Native `indexOf` finds the attributes and `copyWithin` (a memmove) closes the gaps, about 1 ms of CPU per MB: a
 * page is never decoded into a JavaScript string.
 */
export function stripDataText(svg: Buffer): Buffer {
  const marker = Buffer.from(' data-text="');
  const length = svg.length;
  // A search for one byte costs a seventh of a search for the marker: look for its 'd', rare elsewhere in a mupdf
  // page (path commands are capitals), and go over to the marker search where 'd' is common (embedded images).
  const isMarkerAt = (at: number) => {
    for (let k = 0; k < marker.length; k++) if (svg[at + k] !== marker[k]) return false;
    return true;
  };
  const nextMarker = (from: number) => {
    let misses = 0;
    for (let d = svg.indexOf(0x64, from + 1); d >= 0; d = svg.indexOf(0x64, d + 1)) {
      if (isMarkerAt(d - 1)) return d - 1;
      if (++misses === 8) return svg.indexOf(marker, d);
    }
    return -1;
  };
  let found = nextMarker(0);
  if (found < 0) return svg;
  let write = found;
  let read = found;
  while (found >= 0) {
    if (found > read) svg.copyWithin(write, read, found);
    write += found - read;
    // The value is a character or a short reference (`&#x2019;`): read to its closing quote here.
    let closingQuote = found + marker.length;
    while (closingQuote < length && svg[closingQuote] !== 0x22) closingQuote++;
    // An unterminated value is kept as it is, for the well-formedness check to report.
    if (closingQuote >= length) {
      read = found;
      break;
    }
    read = closingQuote + 1;
    found = nextMarker(read);
  }
  if (length > read) svg.copyWithin(write, read, length);
  write += length - read;
  return svg.subarray(0, write);
}
