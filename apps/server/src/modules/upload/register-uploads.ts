import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { serveUpload } from "./serve-upload.js";

/**
 * Non-API handlers of uploads: the multipart parser (once per app, whoever registers it first) and the files
 * under /uploads/.
 */
export async function registerUploads(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!app.hasRequestDecorator("file")) await app.register(multipart, { limits: { files: 1, fields: 20, parts: 30 } });
  app.get("/uploads/*", { compress: false }, (request, reply) => serveUpload(ctx, request, reply));
}
