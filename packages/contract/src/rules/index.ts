export * from "./relative-time.js";
export * from "./file-size.js";
export * from "./file-type.js";
export * from "./mobile.js";
export * from "./recharge.js";
export * from "./markdown.js";
