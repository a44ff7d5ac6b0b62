import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { stripRouteSchemas } from "./build-plugins/strip-route-schemas.js";

/**
 * Modules imported by at least this many route modules (React, the router, antd's core, the page shell, the
 * contract) share one chunk, `common-*.js`, that every page loads and then has in its cache. Left to automatic
 * splitting they came in about a hundred small chunks, so a first page load made 120–175 requests.
 */
const SHARED_BY_ROUTES = 12;

/**
 * What only the back office and members' pages use: admin code and the heavy antd parts of its lists and forms
 * (tables, trees, uploads…). The back office has half the route modules, so these counted as shared and came to
 * every visitor's first page; kept out of `common`, they load with the pages that use them. Public pages (home,
 * document, search, article, login) need none of them (measured in docs/benchmarks.md).
 */
const backOfficeOnly = new RegExp(
  [
    String.raw`[\\/]app[\\/](features|routes)[\\/]admin[\\/]`,
    String.raw`[\\/]node_modules[\\/]antd[\\/]es[\\/](table|tree|tree-select|upload|image|progress|slider|descriptions|statistic)[\\/]`,
    String.raw`[\\/]node_modules[\\/]@rc-component[\\/](table|tree|tree-select|upload|image|progress|slider)[\\/]`,
  ].join("|"),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), stripRouteSchemas()],
  resolve: { conditions: ["wenku-source", ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ["wenku-source", ...defaultServerConditions], externalConditions: ["wenku-source"] },
    // icons-svg: CommonJS whose named exports Node cannot see; bundled, its ES modules are used.
    noExternal: ["@wenku/contract", "@ant-design/icons-svg"],
  },
  build: {
    chunkSizeWarningLimit: 2000,
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: "common", minShareCount: SHARED_BY_ROUTES, test: (id: string) => !backOfficeOnly.test(id) }],
              },
            },
          },
        }),
  },
}));
