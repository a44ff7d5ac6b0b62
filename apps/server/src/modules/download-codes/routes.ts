import {
  downloadCodeCreateBodySchema, downloadCodeCreateReplySchema, downloadCodeListQuerySchema, downloadCodeListReplySchema, downloadCodeRevokeBodySchema,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { generateDownloadCodes } from "./generate-download-codes.js";
import { listDownloadCodes } from "./list-download-codes.js";
import { revokeDownloadCodes } from "./revoke-download-codes.js";

/** Download codes (payment method 9): administrators generate, list and revoke; members spend them in orders. */
export const downloadCodeRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/v1/downloadcode",
    title: "生成下载码",
    access: "admin",
    body: downloadCodeCreateBodySchema,
    reply: downloadCodeCreateReplySchema,
    async handler({ ctx, actor, body }) {
      return { code: await generateDownloadCodes(ctx, { count: body.count, remark: body.remark, createdBy: Number(actor.requireUser().id) }) };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/downloadcode/list",
    title: "下载码列表",
    access: "admin",
    pages: ["/admin/order/downloadcode"],
    query: downloadCodeListQuerySchema,
    reply: downloadCodeListReplySchema,
    handler: ({ ctx, query }) => listDownloadCodes(ctx, query),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/downloadcode/revoke",
    title: "作废下载码",
    access: "admin",
    body: downloadCodeRevokeBodySchema,
    reply: z.object({}),
    async handler({ ctx, body }) {
      await revokeDownloadCodes(ctx, body.id);
      return {};
    },
  }),
];
