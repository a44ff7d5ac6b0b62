import { spiderDocumentEndpoints, spiderUrlEndpoints, type ApiBodyOf, type ApiReplyOf } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type SpiderUrl = ApiReplyOf<typeof spiderUrlEndpoints.list>["spider_url"][number];
export type SpiderDocument = ApiReplyOf<typeof spiderDocumentEndpoints.list>["spider_document"][number];
export type SpiderProgress = ApiReplyOf<typeof spiderDocumentEndpoints.list>["progress"];
export type BatchBody = ApiBodyOf<typeof spiderDocumentEndpoints.batch>;

/** The spider endpoints of api-contract §6.7. */
export const spiderApi = {
  urlListRoute: spiderUrlEndpoints.list,
  documentListRoute: spiderDocumentEndpoints.list,
  addUrls: (urls: string[]) => callApi(spiderUrlEndpoints.create, { body: { url: urls } }),
  collectAgain: (id: number) => callApi(spiderUrlEndpoints.update, { body: { id, status: 0 } }),
  removeUrls: (ids: number[]) => callApi(spiderUrlEndpoints.remove, { query: { id: ids } }),
  queueDownloads: (ids: number[]) => callApi(spiderDocumentEndpoints.batch, { body: { spider_document: ids.map((id) => ({ id, status: 1 as const })) } }),
  batch: (body: BatchBody) => callApi(spiderDocumentEndpoints.batch, { body }),
  removeDocuments: (ids: number[]) => callApi(spiderDocumentEndpoints.remove, { query: { id: ids } }),
};
