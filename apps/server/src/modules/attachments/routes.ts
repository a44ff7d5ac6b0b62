import { attachmentIdQuerySchema, attachmentIdsQuerySchema, attachmentListQuerySchema, attachmentListReplySchema, attachmentSchema, attachmentUpdateBodySchema, documentMessages } from "@wenku/contract";
import { forbidden } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { getAttachment } from "./get-attachment.js";
import { listAttachments } from "./list-attachments.js";
import { updateAttachment } from "./update-attachment.js";

/** AttachmentAPI (api-contract §4.10): the back office view of stored files. */
export const attachmentRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/attachment/list",
    title: "附件列表",
    access: "admin",
    pages: ["/admin/attachment"],
    query: attachmentListQuerySchema,
    reply: attachmentListReplySchema,
    handler: ({ ctx, query }) => listAttachments(ctx, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/attachment",
    title: "查询附件",
    access: "admin",
    query: attachmentIdQuerySchema,
    reply: attachmentSchema,
    handler: ({ ctx, query }) => getAttachment(ctx, query.id ?? 0),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/attachment",
    title: "更新附件",
    access: "admin",
    body: attachmentUpdateBodySchema,
    async handler({ ctx, body }) {
      await updateAttachment(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/attachment",
    title: "删除附件",
    access: "admin",
    query: attachmentIdsQuerySchema,
    async handler() {
      // Files belong to the objects that use them and go away with them. The original answers 500 (api-contract
      // §4.10); a refusal by rule is 403 here, since no request may produce a server error.
      throw forbidden(documentMessages.attachmentDeleteRefused);
    },
  }),
];
