/*
 * CRC-32 of a concatenation from the CRC-32s of its pieces, without reading them again: zlib's crc32_combine
 * (polynomial arithmetic modulo the CRC's polynomial, reflected). A gzipped page with a fresh nonce at fixed places
 * (gzip-splice.ts) then costs a CRC-32 pass over the nonces only, not over the whole page for every response.
 */

/** CRC-32's polynomial, reflected. */
const POLY = 0xedb88320;

/** a × b modulo the polynomial (both reflected, x⁰ in the top bit). */
function multiplyModulo(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const powersOfTwo: number[] = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x¹
  table.push(p);
  for (let k = 1; k < 32; k++) table.push((p = multiplyModulo(p, p)));
  return table;
})();

/**
 * What shifting a CRC past `length` bytes multiplies it by: x^(8 × length) modulo the polynomial. Made once for a
 * length that recurs (a fixed part of a page), it turns each combination into one multiplication.
 */
export function crc32Shift(length: number): number {
  let p = 0x80000000; // x⁰
  let k = 3; // a byte is x⁸ = x^(2³)
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2 === 1) p = multiplyModulo(powersOfTwo[k % 32], p);
  return p;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's shift (`crc32Shift` of B's length). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModulo(shiftB, crcA) ^ crcB) >>> 0;
}
