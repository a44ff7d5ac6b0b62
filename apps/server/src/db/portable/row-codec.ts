/**
 * One row as a JSON array, portable between SQLite and PostgreSQL: numbers, text and null as they are, binary as
 * `{ "b": base64 }` (vectors, rank terms), and a 64-bit integer the driver hands over as a bigint as its digits.
 */
export type EncodedValue = string | number | null | { b: string };

export function encodeValue(value: unknown): EncodedValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { b: Buffer.from(value).toString("base64") };
  if (value instanceof Date) return value.toISOString();
  throw new Error(`a value of type ${typeof value} cannot be backed up`);
}

/** A row as its JSON line: most rows hold only text, numbers and nulls, which JSON writes as they are. */
export function encodeRow(row: unknown[]): string {
  for (const value of row) {
    if (value !== null && typeof value !== "string" && typeof value !== "number") return JSON.stringify(row.map(encodeValue));
  }
  return JSON.stringify(row);
}

export function decodeValue(value: EncodedValue): string | number | null | Buffer {
  if (value !== null && typeof value === "object") return Buffer.from(value.b, "base64");
  return value;
}
