import { z } from "zod";
import { qString } from "../query.js";
import {
  articleCategoryBodySchema, articleCheckBodySchema, articleCreateBodySchema, articleGetQuerySchema, articleIdsBodySchema,
  articleIdsQuerySchema, articleListQuerySchema, articleListReplies, articleRecommendBodySchema, articleRecycleQuerySchema,
  articleRelatedQuerySchema, articleRelatedReplySchema, articleSchema, articleUpdateBodySchema,
} from "../schemas/article.js";
import { editReplySchema } from "../schemas/revision.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** The editor's upload format, always HTTP 200: `errno` 0 with the image, else 1 with `msg` (api-contract §5.1). */
const articleImageUploadReplySchema = z.object({
  errno: z.number().int(),
  msg: z.string().optional(),
  data: z.object({ url: z.string(), alt: z.string() }).optional(),
});

/** ArticleAPI (api-contract §4.3): posts and single pages, their review, recycle bin and image uploads. */
export const articleEndpoints = {
  get: apiRoute({ method: "GET", path: "/api/v1/article", title: "查询文章", access: "public", query: articleGetQuerySchema, reply: articleSchema }),
  list: apiRoute({
    method: "GET", path: "/api/v1/article/list", title: "文章列表", access: "public", query: articleListQuerySchema, ...articleListReplies,
  }),
  related: apiRoute({
    method: "GET", path: "/api/v1/article/related", title: "相关文章", access: "public", query: articleRelatedQuerySchema,
    reply: articleRelatedReplySchema,
  }),
  canPublish: apiRoute({ method: "GET", path: "/api/v1/user/canipublisharticle", title: "能否发布文章", access: "login", reply: emptyReplySchema }),
  create: apiRoute({ method: "POST", path: "/api/v1/article", title: "发布文章", access: "login", body: articleCreateBodySchema, reply: articleSchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/article", title: "更新文章", access: "login", body: articleUpdateBodySchema, reply: editReplySchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/article", title: "删除文章", access: "login", query: articleIdsQuerySchema, reply: emptyReplySchema }),
  check: apiRoute({ method: "PUT", path: "/api/v1/article/check", title: "审核文章", access: "admin", body: articleCheckBodySchema, reply: emptyReplySchema }),
  recommend: apiRoute({
    method: "PUT", path: "/api/v1/article/recommend", title: "推荐文章", access: "admin", body: articleRecommendBodySchema, reply: emptyReplySchema,
  }),
  setCategory: apiRoute({
    method: "PUT", path: "/api/v1/article/category", title: "批量设置文章分类", access: "admin", body: articleCategoryBodySchema,
    reply: emptyReplySchema,
  }),
  reindex: apiRoute({ method: "PUT", path: "/api/v1/article/index", title: "更新文章索引", access: "admin", reply: emptyReplySchema }),
  uploadImage: apiRoute({
    method: "POST", path: "/api/v1/upload/article", title: "上传文章图片", access: "login", multipart: true, query: z.object({ type: qString() }),
    reply: articleImageUploadReplySchema,
  }),
  recycleList: apiRoute({
    method: "GET", path: "/api/v1/article/recycle/list", title: "回收站文章列表", access: "admin", query: articleRecycleQuerySchema,
    ...articleListReplies,
  }),
  recycleRestore: apiRoute({
    method: "POST", path: "/api/v1/article/recycle/restore", title: "恢复回收站文章", access: "admin", body: articleIdsBodySchema, reply: emptyReplySchema,
  }),
  recyclePurge: apiRoute({
    method: "DELETE", path: "/api/v1/article/recycle", title: "删除回收站文章", access: "admin", query: articleIdsQuerySchema, reply: emptyReplySchema,
  }),
  recycleEmpty: apiRoute({ method: "DELETE", path: "/api/v1/article/recycle/empty", title: "清空文章回收站", access: "admin", reply: emptyReplySchema }),
};
