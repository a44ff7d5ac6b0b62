/**
 * Where stripDataText puts each glyph it reads (when given one): per glyph GLYPH_FIELDS numbers — its origin in
 * points (`e`, `f` of its transform), its size (the transform's scale), 1 when rotated or skewed, a key naming its
 * glyph (font and glyph number, `#font_2_27`) and how many UTF-16 units of `units` its data-text holds.
 */
export interface GlyphSink {
  glyphs: Float64Array;
  glyphCount: number;
  units: Uint16Array;
  unitCount: number;
}

export const GLYPH_FIELDS = 6;

export function newGlyphSink(): GlyphSink {
  return { glyphs: new Float64Array(1024 * GLYPH_FIELDS), glyphCount: 0, units: new Uint16Array(2048), unitCount: 0 };
}

/**
 * Removes every ` data-text="…"` attribute from a page SVG, in place, and returns the shortened view of the same
 * memory. mupdf 1.21 writes the character of each glyph there and escapes `&` and `"` but not `<`, so a page
 * showing `a < b` is not well-formed XML and browsers refuse to draw it; the page text is stored on its own, so
 * the attribute carries nothing the image needs. Given a `sink`, the same pass reads each glyph's characters and
 * its `transform="matrix(a,b,c,d,e,f)"` into it (where the words are, docs/reader.md), on the bytes.
 *
 * Self-contained (no imports, no outer names): the page workers embed it as source text (svg-worker-pool.ts).
 * Native `indexOf` finds the attributes and `copyWithin` (a memmove) closes the gaps, about 1 ms of CPU per MB: a
 * page is never decoded into a JavaScript string.
 */
export function stripDataText(svg: Buffer, sink?: GlyphSink): Buffer {
  const marker = Buffer.from(' data-text="');
  const transform = Buffer.from('transform="matrix(');
  const fontRef = Buffer.from('"#font_');
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
  let cursor = 0;
  /** The number written at `cursor` (as mupdf's %g writes it), moving the cursor past it and one separator. */
  const readNumber = () => {
    let sign = 1;
    if (svg[cursor] === 0x2d) {
      sign = -1;
      cursor++;
    }
    let value = 0;
    let scale = 1;
    let fraction = false;
    for (; cursor < length; cursor++) {
      const byte = svg[cursor];
      if (byte >= 0x30 && byte <= 0x39) {
        value = value * 10 + (byte - 0x30);
        if (fraction) scale *= 10;
      } else if (byte === 0x2e && !fraction) fraction = true;
      else break;
    }
    value /= scale;
    if (svg[cursor] === 0x65 || svg[cursor] === 0x45) {
      cursor++;
      let exponentSign = 1;
      if (svg[cursor] === 0x2d || svg[cursor] === 0x2b) exponentSign = svg[cursor++] === 0x2d ? -1 : 1;
      let exponent = 0;
      while (cursor < length && svg[cursor] >= 0x30 && svg[cursor] <= 0x39) exponent = exponent * 10 + (svg[cursor++] - 0x30);
      value *= 10 ** (exponentSign * exponent);
    }
    cursor++;
    return sign * value;
  };
  const pushUnit = (unit: number) => {
    if (!sink) return;
    if (sink.unitCount === sink.units.length) {
      const grown = new Uint16Array(sink.units.length * 2);
      grown.set(sink.units);
      sink.units = grown;
    }
    sink.units[sink.unitCount++] = unit;
  };
  const pushCodePoint = (codePoint: number) => {
    if (codePoint > 0xffff) {
      pushUnit(0xd800 + ((codePoint - 0x10000) >> 10));
      pushUnit(0xdc00 + ((codePoint - 0x10000) & 0x3ff));
    } else pushUnit(codePoint);
  };
  /** The characters of the value in svg[from, to): UTF-8 bytes and the references mupdf writes. */
  const readCharacters = (from: number, to: number) => {
    for (let at = from; at < to; ) {
      const byte = svg[at];
      if (byte === 0x26) {
        const semicolon = svg.indexOf(0x3b, at);
        const end = semicolon < 0 || semicolon > to ? to : semicolon;
        const name = svg.toString("latin1", at + 1, end);
        const named: Record<string, number> = { amp: 0x26, quot: 0x22, lt: 0x3c, gt: 0x3e, apos: 0x27 };
        const codePoint = name.startsWith("#x") ? parseInt(name.slice(2), 16) : name.startsWith("#") ? parseInt(name.slice(1), 10) : named[name];
        if (codePoint >= 0 && codePoint <= 0x10ffff) pushCodePoint(codePoint);
        at = end + 1;
      } else if (byte < 0x80) {
        pushUnit(byte);
        at++;
      } else {
        const extra = byte >= 0xf0 ? 3 : byte >= 0xe0 ? 2 : 1;
        let codePoint = byte & (0x3f >> extra);
        for (let k = 1; k <= extra; k++) codePoint = (codePoint << 6) | (svg[at + k] & 0x3f);
        pushCodePoint(codePoint);
        at += extra + 1;
      }
    }
  };
  /** Whether svg[at…] holds `bytes`. */
  const holds = (at: number, bytes: Buffer) => {
    for (let k = 0; k < bytes.length; k++) if (svg[at + k] !== bytes[k]) return false;
    return true;
  };
  const fontAttribute = Buffer.from(' xlink:href="#font_');
  const matrix = new Float64Array(6);
  const transformAttribute = Buffer.from('" transform="matrix(');
  /**
   * Reads the glyph whose data-text value is svg[from, to): mupdf writes the rest of its element as
   * ` xlink:href="#font_2_27" transform="matrix(a,b,c,d,e,f)"/>`; anything else is searched for within the element.
   */
  const readGlyph = (from: number, to: number) => {
    if (!sink) return;
    let key = -1;
    let matrixAt: number;
    if (holds(to + 1, fontAttribute)) {
      cursor = to + 1 + fontAttribute.length;
      const font = readNumber();
      cursor--;
      if (svg[cursor] === 0x5f) cursor++;
      key = font * 65536 + readNumber();
      cursor--;
      matrixAt = holds(cursor, transformAttribute) ? cursor + transformAttribute.length : -1;
    } else matrixAt = -1;
    if (matrixAt < 0) {
      const tagEnd = svg.indexOf(0x3e, to + 1);
      const found = svg.indexOf(transform, to);
      if (found < 0 || tagEnd < 0 || found > tagEnd) return;
      matrixAt = found + transform.length;
      const fontAt = svg.indexOf(fontRef, to);
      if (fontAt >= 0 && fontAt < tagEnd) {
        cursor = fontAt + fontRef.length;
        const font = readNumber();
        key = font * 65536 + readNumber();
      }
    }
    const unitsBefore = sink.unitCount;
    if (to === from + 1 && svg[from] < 0x80 && svg[from] !== 0x26) pushUnit(svg[from]);
    else readCharacters(from, to);
    // The six numbers of the matrix, as mupdf's %g writes them: [-]digits[.digits], an exponent rarely.
    let at = matrixAt;
    for (let k = 0; k < 6; k++) {
      const negative = svg[at] === 0x2d;
      if (negative) at++;
      let value = 0;
      let byte = svg[at];
      while (byte >= 0x30 && byte <= 0x39) {
        value = value * 10 + (byte - 0x30);
        byte = svg[++at];
      }
      if (byte === 0x2e) {
        let scale = 1;
        byte = svg[++at];
        while (byte >= 0x30 && byte <= 0x39) {
          value = value * 10 + (byte - 0x30);
          scale *= 10;
          byte = svg[++at];
        }
        value /= scale;
      }
      if (byte === 0x65 || byte === 0x45) {
        cursor = at;
        while (svg[cursor - 1] !== 0x2c && svg[cursor - 1] !== 0x28) cursor--;
        value = Math.abs(readNumber());
        at = cursor - 1;
      }
      matrix[k] = negative ? -value : value;
      at++;
    }
    const [a, b, c, d, e, f] = matrix;
    if (sink.glyphCount * 6 === sink.glyphs.length) {
      const grown = new Float64Array(sink.glyphs.length * 2);
      grown.set(sink.glyphs);
      sink.glyphs = grown;
    }
    const size = Math.sqrt(Math.abs(a * d - b * c));
    const slot = sink.glyphCount++ * 6;
    sink.glyphs[slot] = e;
    sink.glyphs[slot + 1] = f;
    sink.glyphs[slot + 2] = size;
    sink.glyphs[slot + 3] = Math.abs(b) > size * 0.001 || Math.abs(c) > size * 0.001 || a < 0 ? 1 : 0;
    sink.glyphs[slot + 4] = key;
    sink.glyphs[slot + 5] = sink.unitCount - unitsBefore;
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
    if (sink) {
      // What mupdf writes after the value, ` xlink:href="#font_2_27" transform="matrix(a,b,c,d,e,f)"/>`, is read here
      // in the loop (a quarter less CPU than through the helpers, which are new closures on every page); anything
      // else goes the general way (readGlyph).
      const from = found + marker.length;
      let at = closingQuote + 1;
      let usual = true;
      for (let k = 0; k < 19 && usual; k++) if (svg[at + k] !== fontAttribute[k]) usual = false;
      let font = 0;
      let glyph = 0;
      if (usual) {
        at += 19;
        let byte = svg[at];
        while (byte >= 0x30 && byte <= 0x39) {
          font = font * 10 + (byte - 0x30);
          byte = svg[++at];
        }
        if (byte !== 0x5f) usual = false;
        byte = svg[++at];
        while (byte >= 0x30 && byte <= 0x39) {
          glyph = glyph * 10 + (byte - 0x30);
          byte = svg[++at];
        }
        for (let k = 0; k < 20 && usual; k++) if (svg[at + k] !== transformAttribute[k]) usual = false;
        at += 20;
      }
      for (let k = 0; k < 6 && usual; k++) {
        const negative = svg[at] === 0x2d;
        if (negative) at++;
        let value = 0;
        let byte = svg[at];
        while (byte >= 0x30 && byte <= 0x39) {
          value = value * 10 + (byte - 0x30);
          byte = svg[++at];
        }
        if (byte === 0x2e) {
          let scale = 1;
          byte = svg[++at];
          while (byte >= 0x30 && byte <= 0x39) {
            value = value * 10 + (byte - 0x30);
            scale *= 10;
            byte = svg[++at];
          }
          value /= scale;
        }
        if (byte === 0x65 || byte === 0x45) usual = false;
        matrix[k] = negative ? -value : value;
        at++;
      }
      if (!usual) readGlyph(from, closingQuote);
      else {
        const slot = sink.glyphCount * 6;
        if (slot === sink.glyphs.length) {
          const grown = new Float64Array(sink.glyphs.length * 2);
          grown.set(sink.glyphs);
          sink.glyphs = grown;
        }
        const unitsBefore = sink.unitCount;
        if (sink.units.length - sink.unitCount < 8) {
          const grown = new Uint16Array(sink.units.length * 2);
          grown.set(sink.units);
          sink.units = grown;
        }
        const lead = svg[from];
        if (closingQuote === from + 1 && lead < 0x80 && lead !== 0x26) sink.units[sink.unitCount++] = lead;
        else if (closingQuote === from + 3 && lead >= 0xe0 && lead < 0xf0) sink.units[sink.unitCount++] = ((lead & 0x0f) << 12) | ((svg[from + 1] & 0x3f) << 6) | (svg[from + 2] & 0x3f);
        else readCharacters(from, closingQuote);
        const glyphs = sink.glyphs;
        const a = matrix[0];
        const b = matrix[1];
        const c = matrix[2];
        const size = Math.sqrt(Math.abs(a * matrix[3] - b * c));
        glyphs[slot] = matrix[4];
        glyphs[slot + 1] = matrix[5];
        glyphs[slot + 2] = size;
        glyphs[slot + 3] = Math.abs(b) > size * 0.001 || Math.abs(c) > size * 0.001 || a < 0 ? 1 : 0;
        glyphs[slot + 4] = font * 65536 + glyph;
        glyphs[slot + 5] = sink.unitCount - unitsBefore;
        sink.glyphCount++;
      }
    }
    read = closingQuote + 1;
    found = nextMarker(read);
  }
  if (length > read) svg.copyWithin(write, read, length);
  write += length - read;
  return svg.subarray(0, write);
}
