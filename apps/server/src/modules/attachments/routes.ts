import { attachmentEndpoints, documentMessages } from "@wenku/contract";
import { forbidden } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { getAttachment } from "./get-attachment.js";
import { listAttachments } from "./list-attachments.js";
import { updateAttachment } from "./update-attachment.js";

/** AttachmentAPI (api-contract §4.10): the back office view of stored files. */
export const attachmentRoutes = [
  defineRoute(attachmentEndpoints.list, {
    pages: ["/admin/attachment"],
    handler: ({ ctx, query }) => listAttachments(ctx, query),
  }),
  defineRoute(attachmentEndpoints.get, {
    handler: ({ ctx, query }) => getAttachment(ctx, query.id ?? 0),
  }),
  defineRoute(attachmentEndpoints.update, {
    async handler({ ctx, body }) {
      await updateAttachment(ctx, body);
      return {};
    },
  }),
  defineRoute(attachmentEndpoints.remove, {
    handler() {
      // Files belong to the objects that use them and go away with them. The original answers 500 (api-contract
      // §4.10); a refusal by rule is 403 here, since no request may produce a server error.
      return Promise.reject(forbidden(documentMessages.attachmentDeleteRefused));
    },
  }),
];
