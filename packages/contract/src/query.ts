import { z } from "zod";

/**
 * Query-string helpers. Arrays arrive as repeated keys (`id=1&id=2`), scalars given twice use the first value,
 * and every value arrives as a string (api-contract §1.3).
 */
const isList = (value: unknown): value is unknown[] => Array.isArray(value);
/** The first of repeated values, or the value itself. */
export const firstValue = (value: unknown): unknown => (isList(value) ? value[0] : value);
/** Arrays as they are, anything else as a list of one. */
export const listOf = (value: unknown): unknown[] => (isList(value) ? value : [value]);
const asArray = (value: unknown) => (value === undefined || value === "" ? [] : listOf(value));

export const qInt = (fallback?: number) =>
  z.preprocess((v) => {
    const f = firstValue(v);
    if (f === undefined || f === "") return fallback;
    return typeof f === "string" ? Number(f) : f;
  }, fallback === undefined ? z.number().int().optional() : z.number().int());

export const qString = () => z.preprocess(firstValue, z.string().optional());

export const qBool = () =>
  z.preprocess((v) => {
    const f = firstValue(v);
    if (f === undefined || f === "") return undefined;
    if (f === true || f === "true" || f === "1") return true;
    if (f === false || f === "false" || f === "0") return false;
    return f;
  }, z.boolean().optional());

export const qIntArray = () =>
  z.preprocess((v) => asArray(v).map((x) => (typeof x === "string" ? Number(x) : x)), z.array(z.number().int()));

export const qStringArray = () => z.preprocess((v) => asArray(v).map(String), z.array(z.string()));

export const qBoolArray = () =>
  z.preprocess((v) => asArray(v).map((x) => x === true || x === "true" || x === "1"), z.array(z.boolean()));

/** page is 1-based; size is clamped by each endpoint. */
export const pageQuery = {
  page: qInt(1),
  size: qInt(10),
};

/** Body numbers may be JSON numbers or quoted strings (api-contract §1.3). */
export const bInt = () => z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number().int());
/** A body flag: JSON true/false, or "true"/"false"/1/0 as the established client may send them. */
export const bBool = (message?: string) =>
  z.preprocess(
    (v) => (v === "true" || v === 1 || v === "1" ? true : v === "false" || v === 0 || v === "0" ? false : v),
    message === undefined ? z.boolean() : z.boolean({ error: message }),
  );
export const bIntArray = () => z.preprocess((v) => (v == null ? [] : listOf(v)), z.array(bInt()));

export function listReply<K extends string, T extends z.ZodTypeAny>(key: K, item: T) {
  return z.object({ total: z.number().int() }).extend({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>);
}
