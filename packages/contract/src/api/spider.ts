import {
  articleCrawlBodySchema, articleCrawlReplySchema, spiderDocumentBatchReplySchema, spiderDocumentBatchSchema, spiderDocumentListQuerySchema,
  spiderDocumentListReplySchema, spiderDocumentSchema, spiderDocumentUpdateSchema, spiderIdQuerySchema, spiderIdsQuerySchema, spiderUrlCreateSchema,
  spiderUrlListQuerySchema, spiderUrlListReplySchema, spiderUrlSchema, spiderUrlUpdateSchema,
} from "../schemas/spider.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** SpiderUrlAPI (api-contract §6.7): the pages an administrator gives the spider to collect document links from. */
export const spiderUrlEndpoints = {
  create: apiRoute({ method: "POST", path: "/api/v1/spiderurl", title: "新增爬虫链接", access: "admin", body: spiderUrlCreateSchema, reply: emptyReplySchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/spiderurl", title: "修改爬虫链接", access: "admin", body: spiderUrlUpdateSchema, reply: emptyReplySchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/spiderurl", title: "删除爬虫链接", access: "admin", query: spiderIdsQuerySchema, reply: emptyReplySchema }),
  get: apiRoute({ method: "GET", path: "/api/v1/spiderurl", title: "查询爬虫链接", access: "admin", query: spiderIdQuerySchema, reply: spiderUrlSchema }),
  list: apiRoute({
    method: "GET", path: "/api/v1/spiderurl/list", title: "爬虫链接列表", access: "admin", query: spiderUrlListQuerySchema, reply: spiderUrlListReplySchema,
  }),
};

/** SpiderDocumentAPI (api-contract §6.7): the documents found, their downloads and their publishing. */
export const spiderDocumentEndpoints = {
  update: apiRoute({
    method: "PUT", path: "/api/v1/spiderdocument", title: "修改爬虫文档", access: "admin", body: spiderDocumentUpdateSchema, reply: emptyReplySchema,
  }),
  remove: apiRoute({
    method: "DELETE", path: "/api/v1/spiderdocument", title: "删除爬虫文档", access: "admin", query: spiderIdsQuerySchema, reply: emptyReplySchema,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/spiderdocument", title: "查询爬虫文档", access: "admin", query: spiderIdQuerySchema, reply: spiderDocumentSchema }),
  list: apiRoute({
    method: "GET", path: "/api/v1/spiderdocument/list", title: "爬虫文档列表", access: "admin", query: spiderDocumentListQuerySchema,
    reply: spiderDocumentListReplySchema,
  }),
  batch: apiRoute({
    method: "PUT", path: "/api/v1/spiderdocument/batch", title: "批量下载或发布爬虫文档", access: "admin", body: spiderDocumentBatchSchema,
    reply: spiderDocumentBatchReplySchema,
  }),
};

/** ArticleAPI's crawl (api-contract §6.7): a web page as an article draft for the editor. */
export const articleCrawlEndpoints = {
  crawl: apiRoute({ method: "POST", path: "/api/v1/article/crawl", title: "采集文章", access: "admin", body: articleCrawlBodySchema, reply: articleCrawlReplySchema }),
};
