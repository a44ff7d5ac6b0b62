import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { badRequest } from "../../http/errors.js";
import { describeZodError } from "../../http/register.js";
import { refuseNulCharacters, refuseUnreadBody } from "../../http/request-guards.js";

/** The JSON body of a raw route (one that writes its reply itself), checked as http/register.ts checks others. */
export function jsonBody<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  refuseUnreadBody(request);
  refuseNulCharacters(request.body);
  const parsed = schema.safeParse(request.body ?? {});
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}
