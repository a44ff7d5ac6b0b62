import {
  attachmentIdQuerySchema, attachmentIdsQuerySchema, attachmentListQuerySchema, attachmentListReplySchema, attachmentSchema,
  attachmentUpdateBodySchema,
} from "../schemas/document.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** AttachmentAPI (api-contract §4.10): the back office view of stored files. */
export const attachmentEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/attachment/list", title: "附件列表", access: "admin", query: attachmentListQuerySchema, reply: attachmentListReplySchema,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/attachment", title: "查询附件", access: "admin", query: attachmentIdQuerySchema, reply: attachmentSchema }),
  update: apiRoute({
    method: "PUT", path: "/api/v1/attachment", title: "更新附件", access: "admin", body: attachmentUpdateBodySchema, reply: emptyReplySchema,
  }),
  /** Always refused: files go away with the objects that use them. */
  remove: apiRoute({
    method: "DELETE", path: "/api/v1/attachment", title: "删除附件", access: "admin", query: attachmentIdsQuerySchema, reply: emptyReplySchema,
  }),
};
