export * from "./settings/index.js";
export * from "./ssr.js";
