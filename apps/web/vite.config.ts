import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ["source", ...defaultServerConditions], externalConditions: ["source"] },
    noExternal: ["@wenku/contract"],
  },
  build: { chunkSizeWarningLimit: 2000 },
});
