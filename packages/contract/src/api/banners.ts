import {
  bannerCreateSchema, bannerIdQuerySchema, bannerIdsQuerySchema, bannerListQuerySchema, bannerListReplies, bannerSchema, bannerUpdateSchema,
} from "../schemas/banner.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** BannerAPI (api-contract §4.11): the list is public (enabled banners); its permission shows every banner. */
export const bannerEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/banner/list", title: "查询轮播图列表", access: "public", query: bannerListQuerySchema, ...bannerListReplies,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/banner", title: "查询轮播图", access: "admin", query: bannerIdQuerySchema, reply: bannerSchema }),
  create: apiRoute({ method: "POST", path: "/api/v1/banner", title: "新增轮播图", access: "admin", body: bannerCreateSchema, reply: bannerSchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/banner", title: "修改轮播图", access: "admin", body: bannerUpdateSchema, reply: emptyReplySchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/banner", title: "删除轮播图", access: "admin", query: bannerIdsQuerySchema, reply: emptyReplySchema }),
};
