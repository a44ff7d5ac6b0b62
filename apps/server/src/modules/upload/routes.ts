import { uploadEndpoints, type ApiReplyOf } from "@wenku/contract";
import { defineRoute, type RouteDef } from "../../http/route.js";
import { attachmentReply } from "./attachment-reply.js";
import { uploadDocument } from "./upload-document.js";
import { uploadImage } from "./upload-image.js";

type ImageUploadKind = Exclude<keyof typeof uploadEndpoints, "document">;

const imageRoute = (kind: ImageUploadKind, pages: string[] = []) =>
  defineRoute(uploadEndpoints[kind], {
    pages,
    raw: true,
    multipart: true,
    errorCodeIsStatus: true,
    async handler({ ctx, actor, request, reply, ip }) {
      const user = actor.requireUser();
      const row = await uploadImage(ctx, { kind, userId: user.id, ip, request });
      return reply.send({ code: 200, message: "上传成功", data: attachmentReply(row) } satisfies ApiReplyOf<(typeof uploadEndpoints)[typeof kind]>);
    },
  });

/** Multipart uploads (api-contract §5.1): one file in the field `file` per request. */
export const uploadRoutes: RouteDef[] = [
  defineRoute(uploadEndpoints.document, {
    raw: true,
    multipart: true,
    errorCodeIsStatus: true,
    async handler({ ctx, actor, request, reply, ip, query }) {
      const user = actor.requireUser();
      const stored = await uploadDocument(ctx, { userId: user.id, ip, request, clientHash: query.hash });
      return reply.send({ code: 200, message: "ok", data: { id: stored.id, hash: stored.hash } } satisfies ApiReplyOf<typeof uploadEndpoints.document>);
    },
  }),
  imageRoute("avatar"),
  imageRoute("banner", ["/admin/banner"]),
  imageRoute("category", ["/admin/document/category", "/admin/article/category"]),
  imageRoute("config", ["/admin/config/system"]),
];
