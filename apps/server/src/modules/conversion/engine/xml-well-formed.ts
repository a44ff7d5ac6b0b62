/**
 * Why `doc` (UTF-8 bytes) is not a well-formed XML document, as "<reason> at byte <offset>", or undefined when
 * it is: one root element, tags balanced and properly nested, attributes quoted and unique per element, no `<`
 * in attribute values, `&` only as a character reference to an XML character or one of the five predefined
 * entities (pages declare none of their own), comments, CDATA sections, processing instructions and a doctype
 * where XML allows them, valid UTF-8 and no control character but tab, line feed and carriage return.
 * Non-ASCII name characters are accepted as any valid UTF-8 sequence.
 *
 * One pass over the bytes after native searches for control characters. Given node:buffer's `isAscii` (a
 * parameter, so that the function stays self-contained: the page workers embed it as source text,
 * svg-worker-pool.ts), the tags of an ASCII document are read with native searches for their values: 2–3 ms of
 * CPU per MB of mupdf page, against 3–4 ms byte by byte and 13–19 ms for saxes.
 */
export function findXmlFault(doc: Uint8Array, isAscii: (bytes: Uint8Array) => boolean = () => false): string | undefined {
  const length = doc.length;
  const bytes = Buffer.isBuffer(doc) ? doc : Buffer.from(doc.buffer, doc.byteOffset, doc.byteLength);
  const LT = 0x3c, GT = 0x3e, AMP = 0x26, SLASH = 0x2f, BANG = 0x21, QUESTION = 0x3f, EQUALS = 0x3d;
  const QUOTE = 0x22, APOSTROPHE = 0x27, DASH = 0x2d, CLOSE_BRACKET = 0x5d, OPEN_BRACKET = 0x5b;
  // Byte classes, so that each byte read one by one costs one table lookup.
  const plainInValue = new Uint8Array(256);
  const plainInText = new Uint8Array(256);
  const nameByte = new Uint8Array(256);
  for (let c = 0x20; c < 0x80; c++) plainInValue[c] = plainInText[c] = 1;
  for (const c of [LT, AMP, QUOTE, APOSTROPHE]) plainInValue[c] = 0;
  for (const c of [LT, AMP, CLOSE_BRACKET]) plainInText[c] = 0;
  for (const c of [0x09, 0x0a, 0x0d]) plainInValue[c] = plainInText[c] = 1;
  for (let c = 0; c < 256; c++) {
    const letter = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a;
    nameByte[c] = letter ? 2 : (c >= 0x30 && c <= 0x39) || c === DASH || c === 0x2e ? 1 : c >= 0x80 ? 3 : 0;
  }
  const openNames: number[] = [];
  const attributeNames: number[] = [];
  let rootSeen = false;
  let fault = "";
  let at = 0;

  const fail = (reason: string, offset: number) => {
    fault = reason;
    at = offset;
    return -1;
  };
  const text = (start: number, end: number) => new TextDecoder().decode(doc.subarray(start, Math.min(end, start + 40)));
  const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
  const continuation = (i: number) => i < length && (doc[i] & 0xc0) === 0x80;

  /** Bytes of the valid UTF-8 sequence of an XML character starting at i (a byte ≥ 0x80), or 0. */
  const utf8Length = (i: number): number => {
    const c = doc[i];
    if (c >= 0xc2 && c <= 0xdf) return continuation(i + 1) ? 2 : 0;
    if (c >= 0xe0 && c <= 0xef) {
      const d = doc[i + 1] ?? 0;
      if (!continuation(i + 1) || !continuation(i + 2)) return 0;
      if ((c === 0xe0 && d < 0xa0) || (c === 0xed && d > 0x9f)) return 0;
      if (c === 0xef && d === 0xbf && (doc[i + 2] === 0xbe || doc[i + 2] === 0xbf)) return 0;
      return 3;
    }
    if (c >= 0xf0 && c <= 0xf4) {
      const d = doc[i + 1] ?? 0;
      if (!continuation(i + 1) || !continuation(i + 2) || !continuation(i + 3)) return 0;
      if ((c === 0xf0 && d < 0x90) || (c === 0xf4 && d > 0x8f)) return 0;
      return 4;
    }
    return 0;
  };

  /** The index after the character at i when it is allowed in XML, else -1 (fault recorded). */
  const character = (i: number): number => {
    const c = doc[i];
    if (c >= 0x20 && c < 0x80) return i + 1;
    if (c < 0x20) return c === 0x0a || c === 0x09 || c === 0x0d ? i + 1 : fail(`control character 0x${c.toString(16).padStart(2, "0")}`, i);
    const size = utf8Length(i);
    return size > 0 ? i + size : fail("invalid UTF-8", i);
  };

  /** The end of the name starting at i (i itself when none starts there). */
  const nameEnd = (i: number): number => {
    if (i >= length || nameByte[doc[i]] < 2) return i;
    for (;;) {
      let kind = 0;
      while (i < length && ((kind = nameByte[doc[i]]!) === 1 || kind === 2)) i++;
      const size = i < length && kind === 3 ? utf8Length(i) : 0;
      if (size === 0) return i;
      i += size;
    }
  };

  const skipSpace = (i: number): number => {
    while (i < length && isSpace(doc[i])) i++;
    return i;
  };

  const sameBytes = (a: number, aEnd: number, b: number, bEnd: number) => {
    if (aEnd - a !== bEnd - b) return false;
    for (let k = 0; k < aEnd - a; k++) if (doc[a + k] !== doc[b + k]) return false;
    return true;
  };

  /** A reference starting at the `&` at i: the index after its `;`, or -1. */
  const reference = (i: number): number => {
    let j = i + 1;
    if (doc[j] === 0x23) {
      const hex = doc[j + 1] === 0x78;
      j += hex ? 2 : 1;
      let code = 0;
      const digitsStart = j;
      for (; j < length && doc[j] !== 0x3b; j++) {
        const c = doc[j];
        const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : hex && c >= 0x61 && c <= 0x66 ? c - 0x57 : hex && c >= 0x41 && c <= 0x46 ? c - 0x37 : -1;
        if (digit < 0) return fail("malformed character reference", i);
        code = code * (hex ? 16 : 10) + digit;
        if (code > 0x10ffff) return fail("character reference beyond Unicode", i);
      }
      if (j >= length || j === digitsStart) return fail("malformed character reference", i);
      const allowed = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || code >= 0x10000;
      return allowed ? j + 1 : fail(`reference to a character XML forbids (U+${code.toString(16).toUpperCase()})`, i);
    }
    const end = nameEnd(j);
    if (end === j || doc[end] !== 0x3b) return fail("'&' that starts no reference", i);
    const name = text(j, end);
    if (name !== "amp" && name !== "lt" && name !== "gt" && name !== "quot" && name !== "apos") return fail(`undeclared entity &${name};`, i);
    return end + 1;
  };

  /** Characters up to the first occurrence of `closing` (checked), the index after it, or -1. */
  const until = (i: number, closing: number[], what: string): number => {
    const start = i;
    const first = closing[0];
    while (i < length) {
      if (doc[i] === first && closing.every((byte, k) => doc[i + k] === byte)) return i + closing.length;
      i = character(i);
      if (i < 0) return -1;
    }
    return fail(`unterminated ${what}`, start);
  };

  const comment = (i: number): number => {
    for (let j = i + 4; j < length; ) {
      if (doc[j] === DASH && doc[j + 1] === DASH) return doc[j + 2] === GT ? j + 3 : fail("'--' inside a comment", j);
      j = character(j);
      if (j < 0) return -1;
    }
    return fail("unterminated comment", i);
  };

  const processingInstruction = (i: number): number => {
    const end = nameEnd(i + 2);
    if (end === i + 2) return fail("processing instruction without a target", i);
    if (text(i + 2, end).toLowerCase() === "xml" && i !== 0 && !(i === 3 && doc[0] === 0xef)) return fail("XML declaration not at the start", i);
    return until(end, [QUESTION, GT], "processing instruction");
  };

  const doctype = (i: number): number => {
    if (rootSeen) return fail("doctype after the root element", i);
    let bracketDepth = 0;
    let quote = 0;
    for (let j = i + 9; j < length; ) {
      const c = doc[j];
      if (quote) {
        if (c === quote) quote = 0;
      } else if (c === QUOTE || c === APOSTROPHE) quote = c;
      else if (c === OPEN_BRACKET) bracketDepth++;
      else if (c === CLOSE_BRACKET) bracketDepth--;
      else if (c === GT && bracketDepth <= 0) return j + 1;
      j = character(j);
      if (j < 0) return -1;
    }
    return fail("unterminated doctype", i);
  };

  // In a document of ASCII without control characters (every mupdf page once stripped), an attribute value ends at
  // the next quote of its kind unless a '<' or '&' comes first: native searches find those (the next '<' and '&'
  // are remembered, as they lie past many values). Other values are read byte by byte.
  const ascii = isAscii(doc);
  let nextLt = -1;
  let nextAmp = -1;
  const quickValueEnd = (start: number, quote: number): number => {
    if (!ascii) return start;
    const end = bytes.indexOf(quote, start);
    if (end < 0) return start;
    if (nextLt < start) nextLt = bytes.indexOf(LT, start) >>> 0;
    if (nextAmp < start) nextAmp = bytes.indexOf(AMP, start) >>> 0;
    return nextLt < end || nextAmp < end ? start : end;
  };

  /**
   * A start tag of ASCII names and values holding no '<' or '&' — every tag of a mupdf page — read with local
   * variables and native searches. -1 for any other tag (nothing recorded), which startTag then reads in full.
   */
  const plainStartTag = (i: number): number => {
    if (rootSeen && openNames.length === 0) return -1;
    let j = i + 1;
    let kind = nameByte[doc[j]];
    if (kind !== 2) return -1;
    const nameStart = j;
    while ((kind = nameByte[doc[++j]]) === 1 || kind === 2);
    const nameStop = j;
    let attributeEnds = 0;
    for (;;) {
      let c = doc[j];
      let spaced = false;
      while (c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d) {
        spaced = true;
        c = doc[++j];
      }
      if (c === GT || (c === SLASH && doc[j + 1] === GT)) {
        rootSeen = true;
        if (c === GT) openNames.push(nameStart, nameStop);
        return c === GT ? j + 1 : j + 2;
      }
      if (!spaced || nameByte[c] !== 2) return -1;
      const attributeStart = j;
      while ((kind = nameByte[doc[++j]]) === 1 || kind === 2);
      for (let k = 0; k < attributeEnds; k += 2) {
        if (sameBytes(attributeNames[k], attributeNames[k + 1], attributeStart, j)) return -1;
      }
      attributeNames[attributeEnds++] = attributeStart;
      attributeNames[attributeEnds++] = j;
      const quote = doc[j + 1];
      if (doc[j] !== EQUALS || (quote !== QUOTE && quote !== APOSTROPHE)) return -1;
      const end = quickValueEnd(j + 2, quote);
      if (end === j + 2 && doc[end] !== quote) return -1;
      j = end + 1;
    }
  };

  const startTag = (i: number): number => {
    const nameStart = i + 1;
    const nameStop = nameEnd(nameStart);
    if (nameStop === nameStart) return fail("'<' that starts no tag", i);
    if (rootSeen && openNames.length === 0) return fail("a second root element", i);
    rootSeen = true;
    let attributeEnds = 0;
    let j = nameStop;
    for (;;) {
      const spaced = j < length && isSpace(doc[j]);
      j = skipSpace(j);
      if (j >= length) return fail(`unterminated tag <${text(nameStart, nameStop)}>`, i);
      const c = doc[j];
      if (c === GT) {
        openNames.push(nameStart, nameStop);
        return j + 1;
      }
      if (c === SLASH) return doc[j + 1] === GT ? j + 2 : fail("'/' not followed by '>'", j);
      if (!spaced) return fail("attributes not separated by whitespace", j);
      const attributeStop = nameEnd(j);
      if (attributeStop === j) return fail(`unexpected '${String.fromCharCode(c)}' in tag <${text(nameStart, nameStop)}>`, j);
      for (let k = 0; k < attributeEnds; k += 2) {
        if (sameBytes(attributeNames[k], attributeNames[k + 1], j, attributeStop)) return fail(`repeated attribute ${text(j, attributeStop)}`, j);
      }
      attributeNames[attributeEnds++] = j;
      attributeNames[attributeEnds++] = attributeStop;
      j = skipSpace(attributeStop);
      if (doc[j] !== EQUALS) return fail(`attribute ${text(attributeNames[attributeEnds - 2], attributeStop)} without a value`, j);
      j = skipSpace(j + 1);
      const quote = doc[j];
      if (quote !== QUOTE && quote !== APOSTROPHE) return fail("attribute value not quoted", j);
      j = quickValueEnd(j + 1, quote);
      for (; ; ) {
        while (j < length && plainInValue[doc[j]] === 1) j++;
        if (j >= length) return fail("unterminated attribute value", j);
        const v = doc[j];
        if (v === quote) break;
        if (v === LT) return fail("'<' in an attribute value", j);
        j = v === AMP ? reference(j) : v === QUOTE || v === APOSTROPHE ? j + 1 : character(j);
        if (j < 0) return -1;
      }
      j++;
    }
  };

  const endTag = (i: number): number => {
    const nameStop = nameEnd(i + 2);
    const j = skipSpace(nameStop);
    if (nameStop === i + 2 || doc[j] !== GT) return fail("malformed end tag", i);
    if (openNames.length === 0) return fail(`end tag </${text(i + 2, nameStop)}> without a start tag`, i);
    const openStop = openNames.pop()!;
    const openStart = openNames.pop()!;
    if (!sameBytes(openStart, openStop, i + 2, nameStop)) {
      return fail(`end tag </${text(i + 2, nameStop)}> does not match <${text(openStart, openStop)}>`, i);
    }
    return j + 1;
  };

  const markup = (i: number): number => {
    const next = doc[i + 1];
    if (next === SLASH) return endTag(i);
    if (next === QUESTION) return processingInstruction(i);
    if (next !== BANG) {
      const end = ascii ? plainStartTag(i) : -1;
      return end >= 0 ? end : startTag(i);
    }
    if (doc[i + 2] === DASH && doc[i + 3] === DASH) return comment(i);
    if (text(i, i + 9) === "<![CDATA[") {
      return openNames.length > 0 ? until(i + 9, [CLOSE_BRACKET, CLOSE_BRACKET, GT], "CDATA section") : fail("CDATA outside the root element", i);
    }
    if (text(i, i + 9) === "<!DOCTYPE") return doctype(i);
    return fail("unknown markup '<!'", i);
  };

  let firstControl = length;
  for (let c = 0; c < 0x20; c++) {
    if (c === 0x09 || c === 0x0a || c === 0x0d) continue;
    const found = bytes.indexOf(c);
    if (found >= 0 && found < firstControl) firstControl = found;
  }
  if (firstControl < length) return `control character 0x${doc[firstControl].toString(16).padStart(2, "0")} at byte ${firstControl}`;

  let i = length >= 3 && doc[0] === 0xef && doc[1] === 0xbb && doc[2] === 0xbf ? 3 : 0;
  while (i >= 0 && i < length) {
    if (openNames.length > 0) while (i < length && plainInText[doc[i]] === 1) i++;
    if (i >= length) break;
    const c = doc[i];
    if (c === LT) i = markup(i);
    else if (openNames.length === 0 && !isSpace(c)) i = fail(rootSeen ? "content after the root element" : "content before the root element", i);
    else if (c === AMP) i = reference(i);
    else if (c === CLOSE_BRACKET && doc[i + 1] === CLOSE_BRACKET && doc[i + 2] === GT) i = fail("']]>' in text", i);
    else i = c >= 0x20 && c < 0x80 ? i + 1 : character(i);
  }
  if (fault) return `${fault} at byte ${at}`;
  if (openNames.length > 0) return `<${text(openNames[openNames.length - 2], openNames[openNames.length - 1])}> not closed at the end (truncated?) at byte ${length}`;
  if (!rootSeen) return `no root element at byte ${length}`;
  return undefined;
}
