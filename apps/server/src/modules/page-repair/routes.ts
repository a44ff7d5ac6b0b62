import { pageRepairEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { layoutBackfillProgress } from "./layout-progress.js";
import { pageRepairProgress } from "./repair-progress.js";

export const pageRepairRoutes = [
  defineRoute(pageRepairEndpoints.progress, {
    pages: ["/admin/dashboard"],
    handler: ({ ctx }) => pageRepairProgress(ctx),
  }),
  defineRoute(pageRepairEndpoints.layoutProgress, {
    pages: ["/admin/dashboard"],
    handler: ({ ctx }) => layoutBackfillProgress(ctx),
  }),
];
