import { bannerCreateSchema, bannerListQuerySchema, bannerListReplySchema, bannerSchema, bannerUpdateSchema, qId, qIds } from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { createBanner } from "./create-banner.js";
import { deleteBanners } from "./delete-banners.js";
import { getBanner } from "./get-banner.js";
import { listBanners } from "./list-banners.js";
import { updateBanner } from "./update-banner.js";

const listPath = "/api/v1/banner/list";
const pages = ["/admin/banner"];
const empty = z.object({});

/** BannerAPI (api-contract §4.11). */
export const bannerRoutes = [
  defineRoute({
    method: "GET",
    path: listPath,
    title: "查询轮播图列表",
    access: "public",
    permission: true,
    pages,
    query: bannerListQuerySchema,
    reply: bannerListReplySchema,
    async handler({ ctx, actor, query }) {
      return listBanners(ctx, query, await actor.can("GET", listPath));
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/banner",
    title: "查询轮播图",
    access: "admin",
    query: z.object({ id: qId("请指定轮播图") }),
    reply: bannerSchema,
    handler: ({ ctx, query }) => getBanner(ctx, query.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/banner",
    title: "新增轮播图",
    access: "admin",
    body: bannerCreateSchema,
    reply: bannerSchema,
    handler: ({ ctx, body }) => createBanner(ctx, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/banner",
    title: "修改轮播图",
    access: "admin",
    body: bannerUpdateSchema,
    reply: empty,
    async handler({ ctx, body }) {
      await updateBanner(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/banner",
    title: "删除轮播图",
    access: "admin",
    query: z.object({ id: qIds("请选择要删除的轮播图") }),
    reply: empty,
    async handler({ ctx, query }) {
      await deleteBanners(ctx, query.id);
      return {};
    },
  }),
];
