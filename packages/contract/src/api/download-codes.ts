import {
  downloadCodeCreateBodySchema, downloadCodeCreateReplySchema, downloadCodeListQuerySchema, downloadCodeListReplySchema, downloadCodeRevokeBodySchema,
} from "../schemas/download-code.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** Download codes (payment method 9): administrators generate, list and revoke them; members spend them paying orders. */
export const downloadCodeEndpoints = {
  create: apiRoute({
    method: "POST", path: "/api/v1/downloadcode", title: "生成下载码", access: "admin", body: downloadCodeCreateBodySchema,
    reply: downloadCodeCreateReplySchema,
  }),
  list: apiRoute({
    method: "GET", path: "/api/v1/downloadcode/list", title: "下载码列表", access: "admin", query: downloadCodeListQuerySchema,
    reply: downloadCodeListReplySchema,
  }),
  revoke: apiRoute({
    method: "PUT", path: "/api/v1/downloadcode/revoke", title: "作废下载码", access: "admin", body: downloadCodeRevokeBodySchema, reply: emptyReplySchema,
  }),
};
