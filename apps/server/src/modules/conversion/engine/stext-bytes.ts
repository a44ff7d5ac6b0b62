/** Byte-level reading of mupdf's stext XML lines (stext-scanner.ts), without decoding them to strings. */

const ZERO = 0x30;
const NINE = 0x39;
const MINUS = 0x2d;
const DOT = 0x2e;
const QUOTE = 0x22;
const AMPERSAND = 0x26;
const SEMICOLON = 0x3b;
const EQUALS = 0x3d;
const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);

/** Whether buffer[from, end) starts with `prefix`. */
export function startsWith(buffer: Buffer, from: number, end: number, prefix: Buffer): boolean {
  if (end - from < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (buffer[from + i] !== prefix[i]) return false;
  return true;
}

/** Where parseDecimal stopped: the byte after the number (its delimiter). */
export const parsed = { end: 0 };

/**
 * The number written in buffer from `from` up to the byte `delimiter` (or `end`), exactly as Number() reads it:
 * plain decimals (what mupdf writes) are parsed here, anything else (an exponent, a NaN) by Number(). Sets
 * parsed.end.
 */
export function parseDecimal(buffer: Buffer, from: number, end: number, delimiter: number): number {
  let at = from;
  const negative = buffer[at] === MINUS;
  if (negative) at++;
  let digits = 0;
  let scale = 0;
  let count = 0;
  let sawDot = false;
  for (; at < end; at++) {
    const byte = buffer[at];
    if (byte >= ZERO && byte <= NINE) {
      digits = digits * 10 + (byte - ZERO);
      count++;
      if (sawDot) scale++;
    } else if (byte === DOT && !sawDot) sawDot = true;
    else break;
  }
  // Up to 15 digits are exact in a double, so one division by an exact power of ten rounds as Number() does.
  if ((at === end || buffer[at] === delimiter) && count > 0 && count <= 15) {
    parsed.end = at;
    const value = scale ? digits / POWERS_OF_TEN[scale] : digits;
    return negative ? -value : value;
  }
  let stop = buffer.indexOf(delimiter, from);
  if (stop < 0 || stop > end) stop = end;
  parsed.end = stop;
  return Number(buffer.toString("latin1", from, stop));
}

function unescapeCharacter(value: string): string {
  if (!value.startsWith("&")) return value;
  const name = value.slice(1, -1);
  if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
  return ENTITIES[name] ?? "";
}

function hexDigit(byte: number): number {
  if (byte >= ZERO && byte <= NINE) return byte - ZERO;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/**
 * The character of a `<char … c="…"/>` line in buffer[from, end): its code point in the two forms mupdf writes
 * (one ASCII byte, `&#x…;`), -1 for none, or the unescaped text of any other value.
 */
export function readCharacterValue(buffer: Buffer, from: number, end: number): number | string {
  const close = end - 3;
  if (buffer[close] === QUOTE && buffer[close - 2] === QUOTE && buffer[close - 1] !== AMPERSAND && buffer[close - 3] === EQUALS) {
    return buffer[close - 1] < 0x80 ? buffer[close - 1] : readSlowly(buffer, from, end);
  }
  if (buffer[close - 1] === SEMICOLON) {
    let codePoint = 0;
    let at = close - 2;
    for (let shift = 0; at > from; at--, shift += 4) {
      const digit = hexDigit(buffer[at]);
      if (digit < 0) break;
      codePoint += digit * 2 ** shift;
    }
    const hexStart = at + 1;
    if (hexStart < close - 1 && close - 1 - hexStart <= 6 && buffer[at] === 0x78 && buffer[at - 1] === 0x23 && buffer[at - 2] === AMPERSAND) {
      if (buffer[at - 3] === QUOTE && codePoint <= 0x10ffff) return codePoint;
    }
  }
  return readSlowly(buffer, from, end);
}

function readSlowly(buffer: Buffer, from: number, end: number): string {
  const line = buffer.toString("utf8", from, end);
  const valueAt = line.lastIndexOf(' c="') + 4;
  return unescapeCharacter(line.slice(valueAt, line.length - 3));
}
