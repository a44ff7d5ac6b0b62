import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { stripRouteSchemas } from "./build-plugins/strip-route-schemas.js";

/**
 * Modules imported by at least this many of the app's 68 route modules (React, the router, antd's core, the page
 * shell) share one chunk: nearly every page loads them anyway. Left to automatic splitting they came in about a
 * hundred small chunks, so a first page load made 120–175 requests; now 55–95, for about 15 % more bytes on the
 * first page and the same chunk from the cache on every page after it (measured in docs/benchmarks.md).
 */
const SHARED_BY_ROUTES = 30;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), stripRouteSchemas()],
  resolve: { conditions: ["wenku-source", ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ["wenku-source", ...defaultServerConditions], externalConditions: ["wenku-source"] },
    noExternal: ["@wenku/contract"],
  },
  build: {
    chunkSizeWarningLimit: 2000,
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: "common", minShareCount: SHARED_BY_ROUTES }] } },
          },
        }),
  },
}));
