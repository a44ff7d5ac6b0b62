import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { serveCover } from "./serve-cover.js";
import { servePage } from "./serve-page.js";

/** Page images and covers (api-contract §5.2), outside the JSON API and never compressed again. */
export function registerView(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { hash: string; file: string } }>("/view/page/:hash/:file", { compress: false }, (request, reply) => servePage(ctx, request, reply));
  app.get<{ Params: { hash: string } }>("/view/cover/:hash", { compress: false }, (request, reply) => serveCover(ctx, request, reply));
}
