import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { serveUpload } from "./serve-upload.js";

/** The files under /uploads/ (the upload routes themselves are API routes with `multipart`, http/register.ts). */
export function registerUploads(app: FastifyInstance, ctx: AppContext): void {
  app.get("/uploads/*", { compress: false }, (request, reply) => serveUpload(ctx, request, reply));
}
