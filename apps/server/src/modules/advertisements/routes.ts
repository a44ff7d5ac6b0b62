import {
  advertisementCreateSchema, advertisementListQuerySchema, advertisementListReplySchema, advertisementPositionQuerySchema,
  advertisementPositionReplySchema, advertisementSchema, advertisementUpdateSchema, qId, qIds,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { createAdvertisement } from "./create-advertisement.js";
import { currentAdvertisements } from "./current-advertisements.js";
import { deleteAdvertisements } from "./delete-advertisements.js";
import { getAdvertisement } from "./get-advertisement.js";
import { listAdvertisements } from "./list-advertisements.js";
import { updateAdvertisement } from "./update-advertisement.js";

const empty = z.object({});

/** AdvertisementAPI (api-contract §4.11). */
export const advertisementRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/advertisement/position",
    title: "查询广告位广告",
    access: "public",
    query: advertisementPositionQuerySchema,
    reply: advertisementPositionReplySchema,
    async handler({ ctx, actor, query }) {
      return { advertisement: await currentAdvertisements(ctx, actor, query.position) };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/advertisement/list",
    title: "查询广告列表",
    access: "admin",
    pages: ["/admin/advertisement"],
    query: advertisementListQuerySchema,
    reply: advertisementListReplySchema,
    handler: ({ ctx, query }) => listAdvertisements(ctx, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/advertisement",
    title: "查询广告",
    access: "admin",
    query: z.object({ id: qId("请指定广告") }),
    reply: advertisementSchema,
    handler: ({ ctx, query }) => getAdvertisement(ctx, query.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/advertisement",
    title: "新增广告",
    access: "admin",
    body: advertisementCreateSchema,
    reply: advertisementSchema,
    handler: ({ ctx, actor, body }) => createAdvertisement(ctx, actor.requireUser().id, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/advertisement",
    title: "修改广告",
    access: "admin",
    body: advertisementUpdateSchema,
    reply: empty,
    async handler({ ctx, body }) {
      await updateAdvertisement(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/advertisement",
    title: "删除广告",
    access: "admin",
    query: z.object({ id: qIds("请选择要删除的广告") }),
    reply: empty,
    async handler({ ctx, query }) {
      await deleteAdvertisements(ctx, query.id);
      return {};
    },
  }),
];
