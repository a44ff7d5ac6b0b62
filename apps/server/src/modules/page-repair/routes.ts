import { pageRepairEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { pageRepairProgress } from "./repair-progress.js";

export const pageRepairRoutes = [
  defineRoute(pageRepairEndpoints.progress, {
    pages: ["/admin/dashboard"],
    handler: ({ ctx }) => pageRepairProgress(ctx),
  }),
];
