import "./browser-config.js";
export * from "./errors.js";
export * from "./query.js";
export * from "./enums.js";
export * from "./constants.js";
export * from "./rules/index.js";
export * from "./schemas/index.js";
export * from "./permission-rpc-names.js";
export * from "./api/index.js";
