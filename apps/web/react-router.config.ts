import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // WENKU_WEB_BUILD_DIR builds elsewhere (e.g. to compare two builds); the server reads build/ unless told otherwise.
  buildDirectory: process.env.WENKU_WEB_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
