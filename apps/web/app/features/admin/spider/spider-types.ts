import type { ApiReplyOf, spiderDocumentEndpoints, spiderUrlEndpoints } from "@wenku/contract";

export type SpiderUrl = ApiReplyOf<typeof spiderUrlEndpoints.list>["spider_url"][number];
export type SpiderDocument = ApiReplyOf<typeof spiderDocumentEndpoints.list>["spider_document"][number];
export type SpiderProgress = ApiReplyOf<typeof spiderDocumentEndpoints.list>["progress"];
