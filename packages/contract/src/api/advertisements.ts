import {
  advertisementCreateSchema, advertisementIdQuerySchema, advertisementIdsQuerySchema, advertisementListQuerySchema, advertisementListReplies,
  advertisementPositionQuerySchema, advertisementPositionReplySchema, advertisementSchema, advertisementUpdateSchema,
} from "../schemas/advertisement.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** AdvertisementAPI (api-contract §4.11): the ads showing now by position, and their administration. */
export const advertisementEndpoints = {
  position: apiRoute({
    method: "GET", path: "/api/v1/advertisement/position", title: "查询广告位广告", access: "public", query: advertisementPositionQuerySchema,
    reply: advertisementPositionReplySchema,
  }),
  list: apiRoute({
    method: "GET", path: "/api/v1/advertisement/list", title: "查询广告列表", access: "admin", query: advertisementListQuerySchema,
    ...advertisementListReplies,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/advertisement", title: "查询广告", access: "admin", query: advertisementIdQuerySchema, reply: advertisementSchema }),
  create: apiRoute({ method: "POST", path: "/api/v1/advertisement", title: "新增广告", access: "admin", body: advertisementCreateSchema, reply: advertisementSchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/advertisement", title: "修改广告", access: "admin", body: advertisementUpdateSchema, reply: emptyReplySchema }),
  remove: apiRoute({
    method: "DELETE", path: "/api/v1/advertisement", title: "删除广告", access: "admin", query: advertisementIdsQuerySchema, reply: emptyReplySchema,
  }),
};
