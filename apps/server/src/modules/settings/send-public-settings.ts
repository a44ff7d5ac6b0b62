import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { acceptsGzip } from "../../http/accepts-gzip.js";
import { publicSettingsBytes, publicSettingsBytesKey, type PublicSettingsBytes } from "./public-settings.js";

const plainJsonHeaders = Object.freeze({ "content-type": "application/json; charset=utf-8", vary: "accept-encoding" });
const gzippedJsonHeaders = Object.freeze({ ...plainJsonHeaders, "content-encoding": "gzip" });

function sendBytes(request: FastifyRequest, reply: FastifyReply, bytes: PublicSettingsBytes): FastifyReply {
  if (!acceptsGzip(request)) return reply.headers(plainJsonHeaders).send(bytes.json);
  return reply.headers(gzippedJsonHeaders).send(bytes.gzip);
}

/** GET /api/v1/settings while its bytes are held: no promise, no pipeline (every page view asks for it). */
export function sendHeldPublicSettings(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const bytes = ctx.settings.peek<PublicSettingsBytes>(publicSettingsBytesKey);
  return bytes && sendBytes(request, reply, bytes);
}

export async function sendPublicSettings(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  return sendBytes(request, reply, await publicSettingsBytes(ctx));
}
