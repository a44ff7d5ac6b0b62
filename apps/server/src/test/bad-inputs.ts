import type { RouteDef } from "../http/route.js";

/** One malformed request to send to a route: a query string, and for POST/PUT a raw body with its content type. */
export interface BadInput {
  label: string;
  query?: string;
  body?: string;
  contentType?: string;
  /** The value a JSON `body` made here serializes: validation-refusal.ts reads it instead of parsing the body again. */
  json?: unknown;
}

const long = "长".repeat(70_000);
const hugeNumbers = [2147483648, -2147483649, 2 ** 53 + 2, 1e308, -1];
/** Ids that exist in the fuzzed database (its first category, document…), so a bad value reaches the handler. */
const existingIds = { id: 1, document_id: 1, user_id: 1, category_id: [1], parent_id: 0 };
const commonFields = ["id", "page", "size", "type", "status", "title", "username", "document_id", "user_id", "wd", "order"];

/**
 * The top-level field names of a zod object schema. A schema drops the keys it does not name, so other names only
 * matter where the handler reads the request itself (raw routes) or nothing names the fields: there the usual
 * suspects are sent too.
 */
function fieldNames(def: RouteDef, schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  const own = shape && typeof shape === "object" ? Object.keys(shape) : [];
  return def.raw || own.length === 0 ? [...new Set([...own, ...commonFields])] : own;
}

/** A JSON body of `value`, with the value itself beside it. */
const jsonInput = (label: string, value: unknown): BadInput => ({ label, body: JSON.stringify(value), contentType: "application/json", json: value });

const encode = (pairs: Array<[string, string]>) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");

function queryInputs(def: RouteDef): BadInput[] {
  const fields = fieldNames(def, def.query);
  const all = (value: string) => encode(fields.map((f) => [f, value]));
  const inputs: BadInput[] = [
    { label: "text where numbers are expected", query: all("abc") },
    { label: "negative numbers", query: all("-5") },
    { label: "huge numbers", query: all("99999999999999999999999") },
    { label: "scientific notation", query: all("1e400") },
    { label: "over-long strings", query: all(long.slice(0, 3000)) },
    { label: "repeated keys", query: encode(fields.flatMap((f) => [[f, "1"], [f, "x"]] as Array<[string, string]>)) },
    { label: "map syntax", query: fields.map((f) => `${f}%5B%5D=1`).join("&") },
    { label: "control characters", query: all("\u0000\u202e\u200b") },
    { label: "broken percent-encoding", query: "id=%E0%A4%A&page=%" },
  ];
  for (const field of fields) {
    for (const n of hugeNumbers) inputs.push({ label: `${field}=${n}`, query: encode([[field, String(n)]]) });
    inputs.push({ label: `${field} enum out of range`, query: encode([[field, "999999"]]) });
    inputs.push({ label: `${field} with U+0000`, query: encode([[field, "a\u0000b"]]) });
  }
  return inputs;
}

function bodyInputs(def: RouteDef): BadInput[] {
  const fields = fieldNames(def, def.body);
  const everywhere = (label: string, value: unknown) => jsonInput(label, Object.fromEntries(fields.map((f) => [f, value])));
  const inputs: BadInput[] = [
    { label: "invalid JSON", body: "{\"id\": 1,", contentType: "application/json" },
    { label: "JSON array body", body: "[1,2]", contentType: "application/json" },
    { label: "JSON string body", body: "\"text\"", contentType: "application/json" },
    { label: "JSON null body", body: "null", contentType: "application/json" },
    { label: "JSON number body", body: "12", contentType: "application/json" },
    { label: "plain-text body", body: "id=1", contentType: "text/plain" },
    { label: "form body", body: "id=1&title=x", contentType: "application/x-www-form-urlencoded" },
    { label: "multipart without boundary", body: "garbage", contentType: "multipart/form-data" },
    { label: "missing body", contentType: "application/json" },
    everywhere("objects everywhere", { nested: { deep: true } }),
    everywhere("nested arrays everywhere", [[1], ["x"]]),
    everywhere("booleans everywhere", true),
    everywhere("nulls everywhere", null),
    everywhere("negative numbers everywhere", -5),
    everywhere("huge numbers everywhere", 1e308),
    everywhere("numeric strings too big", "99999999999999999999999"),
    everywhere("over-long strings everywhere", long),
    everywhere("control characters everywhere", "a\u0000\u202eb\u200b"),
    everywhere("enum values out of range", 999999),
  ];
  for (const field of fields) {
    for (const n of hugeNumbers) {
      inputs.push(jsonInput(`${field}: ${n}`, { [field]: n }));
      inputs.push(jsonInput(`${field}: [${n}]`, { [field]: [n] }));
    }
    inputs.push(jsonInput(`${field}: over-long`, { [field]: long }));
    inputs.push(jsonInput(`${field}: U+0000`, { [field]: "a\u0000b" }));
    for (const n of [2147483648, -2147483649]) {
      inputs.push(jsonInput(`existing ids, ${field}: ${n}`, { ...existingIds, [field]: n }));
    }
  }
  return inputs;
}

/** The malformed requests worth sending to a route: queries for every route, bodies for POST and PUT. */
export function badInputsFor(def: RouteDef): BadInput[] {
  const inputs = queryInputs(def);
  if (def.method === "POST" || def.method === "PUT") inputs.push(...bodyInputs(def));
  return inputs;
}

/**
 * For a caller the route turns away before reading the request (access is checked first: 401 or 403): a few
 * inputs that show the refusal keeps the error format, whatever comes with it.
 */
export function refusedInputsFor(def: RouteDef): BadInput[] {
  const all = badInputsFor(def);
  return [all[0], all[all.length - 1], ...all.filter((input) => input.label === "invalid JSON")].filter((input) => input !== undefined);
}
