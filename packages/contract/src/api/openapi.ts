import { z } from "zod";
import { errorBodySchema } from "../errors.js";
import type { ApiRoute } from "./api-route.js";

function jsonSchema(schema: z.ZodType | undefined, io: "input" | "output"): z.core.JSONSchema.JSONSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: "any" });
  } catch {
    return {};
  }
}

function queryParameters(schema: z.ZodType | undefined) {
  const json = jsonSchema(schema, "input");
  return Object.entries(json?.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query",
    required: json?.required?.includes(name) ?? false,
    schema: s,
  }));
}

/** OpenAPI 3.1 of the route table: the same zod schemas that validate requests and type the web's calls. */
export function buildOpenApi(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const def of routes) {
    const path = def.path.replace(/:(\w+)/g, "{$1}");
    const item = (paths[path] ??= {});
    const body = jsonSchema(def.body, "input");
    item[def.method.toLowerCase()] = {
      summary: def.title,
      tags: [def.path.split("/")[3] ?? "api"],
      "x-access": def.access,
      security: def.access === "public" ? [] : [{ bearer: [] }],
      parameters: queryParameters(def.query),
      ...(body ? { requestBody: { content: { "application/json": { schema: body } } } } : {}),
      responses: {
        200: { description: "OK", content: { "application/json": { schema: jsonSchema(def.reply, "output") ?? {} } } },
        default: { description: "Error", content: { "application/json": { schema: jsonSchema(errorBodySchema, "output") } } },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Wenku API", version: "1" },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}
