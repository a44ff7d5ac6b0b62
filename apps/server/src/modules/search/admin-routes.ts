import {
  indexStatsSchema, searchRecordDeleteQuerySchema, searchRecordListQuerySchema, searchRecordListReplySchema,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { searchIndexStats } from "./index-stats.js";
import { startRebuild } from "./indexing/rebuild.js";
import { deleteSearchRecords } from "./records/delete-records.js";
import { listSearchRecords } from "./records/list-records.js";

const empty = z.object({});

export const searchAdminRoutes = [
  defineRoute({
    method: "PUT",
    path: "/api/v1/renew/document/index",
    title: "重建文档索引",
    access: "admin",
    reply: empty,
    async handler({ ctx }) {
      await startRebuild(ctx, 0);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/renew/article/index",
    title: "重建文章索引",
    access: "admin",
    reply: empty,
    async handler({ ctx }) {
      await startRebuild(ctx, 1);
      return {};
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/search/index/stats",
    title: "查看搜索索引",
    access: "admin",
    reply: indexStatsSchema,
    handler: ({ ctx }) => searchIndexStats(ctx),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/searchrecord/list",
    title: "搜索记录列表",
    access: "admin",
    pages: ["/admin/document/searchrecord"],
    query: searchRecordListQuerySchema,
    reply: searchRecordListReplySchema,
    handler: ({ ctx, query }) => listSearchRecords(ctx, query),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/searchrecord",
    title: "删除搜索记录",
    access: "admin",
    query: searchRecordDeleteQuerySchema,
    reply: empty,
    async handler({ ctx, query }) {
      await deleteSearchRecords(ctx, query.id);
      return {};
    },
  }),
];
