import { documentIdsBodySchema, documentIdsQuerySchema, documentRecycleQuerySchema, documentRecycleReplies } from "../schemas/document.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** RecycleAPI (api-contract §4.2): the document recycle bin of the back office. */
export const recycleEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/document/recycle", title: "回收站文档列表", access: "admin", query: documentRecycleQuerySchema,
    ...documentRecycleReplies,
  }),
  restore: apiRoute({
    method: "PUT", path: "/api/v1/document/recycle", title: "恢复回收站文档", access: "admin", body: documentIdsBodySchema, reply: emptyReplySchema,
  }),
  purge: apiRoute({
    method: "DELETE", path: "/api/v1/document/recycle", title: "删除回收站文档", access: "admin", query: documentIdsQuerySchema, reply: emptyReplySchema,
  }),
  empty: apiRoute({ method: "DELETE", path: "/api/v1/document/recycle/all", title: "清空回收站", access: "admin", reply: emptyReplySchema }),
};
