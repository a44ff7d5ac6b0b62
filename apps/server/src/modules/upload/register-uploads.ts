import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { serveUpload } from "./serve-upload.js";

/**
 * Non-API handlers of uploads: the multipart parser (once per app, whoever registers it first), the upload error
 * body of api-contract §5.1 (`code` is the HTTP status, not the gRPC code), and the files under /uploads/.
 */
export async function registerUploads(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!app.hasRequestDecorator("file")) await app.register(multipart, { limits: { files: 1, fields: 20, parts: 30 } });
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || !request.url.startsWith("/api/v1/upload/") || typeof payload !== "string") return payload;
    try {
      const body = JSON.parse(payload) as { error?: string; message?: string; code?: number };
      if (typeof body.message !== "string") return payload;
      return JSON.stringify({ error: body.error ?? body.message, message: body.message, code: reply.statusCode });
    } catch {
      return payload;
    }
  });
  app.get("/uploads/*", { compress: false }, (request, reply) => serveUpload(ctx, request, reply));
}
