import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ["wenku-source", ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ["wenku-source", ...defaultServerConditions], externalConditions: ["wenku-source"] },
    noExternal: ["@wenku/contract"],
  },
  build: { chunkSizeWarningLimit: 2000 },
});
