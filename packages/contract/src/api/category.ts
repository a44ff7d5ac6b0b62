import {
  categoryCreateSchema, categoryIdQuerySchema, categoryIdsQuerySchema, categoryListQuerySchema, categoryListReplies, categorySchema,
  categoryUpdateSchema,
} from "../schemas/category.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** CategoryAPI (api-contract §4.4): document and article categories. */
export const categoryEndpoints = {
  /** Public (enabled categories); its permission lets administrators filter by `enable` and `wd`. */
  list: apiRoute({
    method: "GET", path: "/api/v1/category/list", title: "查询分类列表", access: "public", query: categoryListQuerySchema, ...categoryListReplies,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/category", title: "查询分类", access: "admin", query: categoryIdQuerySchema, reply: categorySchema }),
  create: apiRoute({ method: "POST", path: "/api/v1/category", title: "新增分类", access: "admin", body: categoryCreateSchema, reply: categorySchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/category", title: "修改分类", access: "admin", body: categoryUpdateSchema, reply: emptyReplySchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/category", title: "删除分类", access: "admin", query: categoryIdsQuerySchema, reply: emptyReplySchema }),
};
