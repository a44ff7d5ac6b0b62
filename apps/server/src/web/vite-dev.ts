import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";

/** What Vite's dev server answers: its client and modules by id or file, dependencies, the web app's sources. */
const vitePaths = /^\/(@|node_modules\/|app\/|__vite)/;

/**
 * The web app served from its sources by Vite's dev server inside this process (`npm run dev`): modules are
 * transformed on request, edits reach the browser over this server's own socket (hot reload), and every render
 * loads the server build as it is now. Vite comes with the web app's dev dependencies.
 */
export async function viteDevBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: path.resolve(import.meta.dirname, "../../../web"),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  app.addHook("onClose", () => vite.close());
  app.addHook("onRequest", (request, reply, done) => {
    if (!vitePaths.test(request.url)) return done();
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => reply.raw.writeHead(404).end());
  });
  return () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}
