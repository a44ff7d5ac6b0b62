import { qString } from "@wenku/contract";
import { z } from "zod";
import { defineRoute, type RouteDef } from "../../http/route.js";
import { attachmentReply } from "./attachment-reply.js";
import { uploadDocument } from "./upload-document.js";
import { uploadImage, type ImageKind } from "./upload-image.js";

const documentQuery = z.object({ hash: qString() });

const imageRoute = (kind: ImageKind, title: string, access: "login" | "admin", pages: string[] = []) =>
  defineRoute({
    method: "POST",
    path: `/api/v1/upload/${kind}`,
    title,
    access,
    pages,
    raw: true,
    errorCodeIsStatus: true,
    async handler({ ctx, actor, request, reply, ip }) {
      const user = actor.requireUser();
      const row = await uploadImage(ctx, { kind, userId: user.id, ip, request });
      return reply.send({ code: 200, message: "上传成功", data: attachmentReply(row) });
    },
  });

/** Multipart uploads (api-contract §5.1): one file in the field `file` per request. */
export const uploadRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/v1/upload/document",
    title: "上传文档",
    access: "login",
    raw: true,
    errorCodeIsStatus: true,
    query: documentQuery,
    async handler({ ctx, actor, request, reply, ip, query }) {
      const user = actor.requireUser();
      const stored = await uploadDocument(ctx, { userId: user.id, ip, request, clientHash: query.hash });
      return reply.send({ code: 200, message: "ok", data: { id: stored.id, hash: stored.hash } });
    },
  }),
  imageRoute("avatar", "上传头像", "login"),
  imageRoute("banner", "上传横幅图片", "admin", ["/admin/banner"]),
  imageRoute("category", "上传分类封面", "admin", ["/admin/document/category", "/admin/article/category"]),
  imageRoute("config", "上传配置图片", "admin", ["/admin/config/system"]),
];
