import { pageRepairReplySchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { pageRepairProgress } from "./repair-progress.js";

export const pageRepairRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/document/page-repair",
    title: "页面图片修复进度",
    access: "admin",
    pages: ["/admin/dashboard"],
    reply: pageRepairReplySchema,
    handler: ({ ctx }) => pageRepairProgress(ctx),
  }),
];
