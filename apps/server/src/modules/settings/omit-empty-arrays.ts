/**
 * A reply as the established product sends it (api-contract §1.4): empty arrays left out, at any depth. Its web
 * client treats a present empty list differently from an absent one (an empty `document_allowed_ext` refused
 * every file), and reads an absent one as "none"/"all" as the setting means.
 */
export function omitEmptyArrays<T>(value: T): T {
  if (Array.isArray(value)) return value.map(omitEmptyArrays) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item) && item.length === 0) continue;
    out[key] = omitEmptyArrays(item);
  }
  return out as T;
}
