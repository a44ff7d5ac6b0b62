import {
  punishmentCancelBodySchema, punishmentCreateBodySchema, punishmentIdQuerySchema, punishmentListQuerySchema, punishmentListReplySchema,
  punishmentSchema, punishmentUpdateBodySchema,
} from "../schemas/document.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** PunishmentAPI (api-contract §4.7): administrators punish users (/admin/user/punishment). */
export const punishmentEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/punishment/list", title: "处罚列表", access: "admin", query: punishmentListQuerySchema, reply: punishmentListReplySchema,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/punishment", title: "查询处罚", access: "admin", query: punishmentIdQuerySchema, reply: punishmentSchema }),
  create: apiRoute({
    method: "POST", path: "/api/v1/punishment", title: "创建处罚", access: "admin", body: punishmentCreateBodySchema, reply: emptyReplySchema,
  }),
  update: apiRoute({
    method: "PUT", path: "/api/v1/punishment", title: "更新处罚", access: "admin", body: punishmentUpdateBodySchema, reply: emptyReplySchema,
  }),
  cancel: apiRoute({
    method: "PUT", path: "/api/v1/punishment/cancel", title: "取消处罚", access: "admin", body: punishmentCancelBodySchema, reply: emptyReplySchema,
  }),
};
