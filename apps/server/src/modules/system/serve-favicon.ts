import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { defaultFavicon } from "./default-favicon.js";

/** Browsers ask for the icon on every page; an hour keeps them from asking again, and a changed icon shows within it. */
const CACHE_CONTROL = "public, max-age=3600";

/** A site path ("/uploads/…", not "//host") or an http(s) URL: where a configured icon is. */
const isIconLocation = (value: string) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value);

/** GET /favicon.ico: a redirect to the icon `system.favicon` names, else a built-in icon. */
export function registerFavicon(ctx: AppContext) {
  return (app: FastifyInstance) => {
    app.get("/favicon.ico", async (_request, reply) => {
      const configured = (await ctx.settings.get("system", "favicon")).trim();
      if (configured && configured !== "/favicon.ico" && isIconLocation(configured)) {
        return reply.header("Cache-Control", CACHE_CONTROL).redirect(configured, 302);
      }
      return reply
        .type("image/x-icon")
        .header("Cache-Control", CACHE_CONTROL)
        .header("X-Content-Type-Options", "nosniff")
        .send(await defaultFavicon());
    });
  };
}
