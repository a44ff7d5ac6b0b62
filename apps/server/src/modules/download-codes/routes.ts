import { downloadCodeEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { generateDownloadCodes } from "./generate-download-codes.js";
import { listDownloadCodes } from "./list-download-codes.js";
import { revokeDownloadCodes } from "./revoke-download-codes.js";

/** Download codes (payment method 9): administrators generate, list and revoke; members spend them in orders. */
export const downloadCodeRoutes = [
  defineRoute(downloadCodeEndpoints.create, {
    async handler({ ctx, actor, body }) {
      return { code: await generateDownloadCodes(ctx, { count: body.count, remark: body.remark, createdBy: Number(actor.requireUser().id) }) };
    },
  }),
  defineRoute(downloadCodeEndpoints.list, {
    pages: ["/admin/order/downloadcode"],
    handler: ({ ctx, query }) => listDownloadCodes(ctx, query),
  }),
  defineRoute(downloadCodeEndpoints.revoke, {
    async handler({ ctx, body }) {
      await revokeDownloadCodes(ctx, body.id);
      return {};
    },
  }),
];
