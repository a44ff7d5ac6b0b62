import { parse as parseQueryString } from "fast-querystring";
import { describeZodError } from "../http/register.js";
import { containsNul, guardMessages } from "../http/request-guards.js";
import type { RouteDef } from "../http/route.js";
import type { BadInput } from "./bad-inputs.js";

/** The message runRoute's `parse` refuses `value` with (NUL guard, then the schema), or undefined when it passes. */
function schemaRefusal(schema: RouteDef["query"], value: unknown): string | undefined {
  if (!schema) return undefined;
  if (containsNul(value)) return guardMessages.nulCharacter;
  const result = schema.safeParse(value ?? {});
  return result.success ? undefined : describeZodError(result.error);
}

/**
 * Refusals already predicted, by schema and by the raw query or body: routes that share a schema get the same
 * inputs, and the walks' queries run to hundreds of kilobytes.
 */
const knownRefusals = new WeakMap<object, Map<string | symbol, string | undefined>>();

/** The key of a request sent without a body: an empty body is parsed as `{}`, no body as undefined. */
const NO_BODY = Symbol("no body");

function rememberedRefusal(schema: RouteDef["query"], raw: string | symbol, value: () => unknown): string | undefined {
  if (!schema) return undefined;
  let known = knownRefusals.get(schema);
  if (!known) knownRefusals.set(schema, (known = new Map()));
  if (!known.has(raw)) known.set(raw, schemaRefusal(schema, value()));
  return known.get(raw);
}

/**
 * The message the server refuses `input` with before the route's handler runs, whatever the database holds: the
 * JSON parser, then the query and body schemas as runRoute applies them (http/register.ts); undefined when the input
 * gets past them, or its fate is not predicted here (raw routes, bodies of other content types). The SQLite pass
 * sends every input to every route as the route's narrowest caller and checks each prediction against the server's
 * answer (bad-input-walk.ts), so the other callers and the PostgreSQL pass may leave the predicted refusals out: what
 * they meet there (sign-in, access, rate limits) every other request of the walk meets too.
 */
export function predictedRefusal(def: RouteDef, input: BadInput): string | undefined {
  if (def.raw) return undefined;
  if (input.contentType !== undefined && input.contentType !== "application/json") return undefined;
  let body: unknown;
  if ("json" in input) body = input.json;
  else if (input.body !== undefined && input.body.trim()) {
    try {
      body = JSON.parse(input.body.trim());
    } catch {
      return guardMessages.invalidJson;
    }
  } else if (input.body !== undefined) body = {};
  const query = input.query ?? "";
  return rememberedRefusal(def.query, query, () => (query ? parseQueryString(query) : {})) ?? rememberedRefusal(def.body, input.body ?? NO_BODY, () => body);
}
