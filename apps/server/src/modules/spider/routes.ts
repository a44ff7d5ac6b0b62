import { articleCrawlEndpoints, spiderDocumentEndpoints, spiderUrlEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { crawlArticle } from "./article-crawl/crawl-article.js";
import { batchSpiderDocuments } from "./batch-documents.js";
import { listSpiderDocuments } from "./list-documents.js";
import { deleteSpiderDocuments, getSpiderDocument, updateSpiderDocument } from "./manage-documents.js";
import { createSpiderUrls, deleteSpiderUrls, getSpiderUrl, listSpiderUrls, updateSpiderUrl } from "./manage-urls.js";

/** Access "admin" routes only reach a handler with a signed-in user holding the permission. */
const callerId = (user: { id: number | bigint } | null) => Number(user?.id ?? 0);

/** SpiderUrlAPI, SpiderDocumentAPI and the article crawl (api-contract §6.7). */
export const spiderRoutes = [
  defineRoute(spiderUrlEndpoints.list, { pages: ["/admin/spider/url"], handler: ({ ctx, query }) => listSpiderUrls(ctx, query) }),
  defineRoute(spiderUrlEndpoints.get, { handler: ({ ctx, query }) => getSpiderUrl(ctx, query.id) }),
  defineRoute(spiderUrlEndpoints.create, {
    async handler({ ctx, body }) {
      await createSpiderUrls(ctx, body.url);
      return {};
    },
  }),
  defineRoute(spiderUrlEndpoints.update, {
    async handler({ ctx, body }) {
      await updateSpiderUrl(ctx, body);
      return {};
    },
  }),
  defineRoute(spiderUrlEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteSpiderUrls(ctx, query.id);
      return {};
    },
  }),
  defineRoute(spiderDocumentEndpoints.list, { pages: ["/admin/spider/document"], handler: ({ ctx, query }) => listSpiderDocuments(ctx, query) }),
  defineRoute(spiderDocumentEndpoints.get, { handler: ({ ctx, query }) => getSpiderDocument(ctx, query.id) }),
  defineRoute(spiderDocumentEndpoints.update, {
    async handler({ ctx, actor, body }) {
      await updateSpiderDocument(ctx, callerId(actor.user), body);
      return {};
    },
  }),
  defineRoute(spiderDocumentEndpoints.batch, {
    async handler({ ctx, actor, body }) {
      return { queued: await batchSpiderDocuments(ctx, callerId(actor.user), body.spider_document, body) };
    },
  }),
  defineRoute(spiderDocumentEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteSpiderDocuments(ctx, query.id);
      return {};
    },
  }),
  defineRoute(articleCrawlEndpoints.crawl, {
    userRateLimit: { bucket: "article-crawl", perMinute: 30 },
    handler: ({ ctx, body }) => crawlArticle(ctx, body),
  }),
];
