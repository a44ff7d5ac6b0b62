import { bInt, bIntArray, captchaFields, documentTitleField, qString } from "@wenku/contract";
import { z } from "zod";
import { badRequest, notFound } from "../../http/errors.js";
import { defineRoute, type RouteDef } from "../../http/route.js";
import { verifyCaptcha } from "../captcha/verify-captcha.js";
import { isMd5 } from "../storage/keys.js";
import { createDocuments } from "./create-documents.js";
import { documentExists } from "./document-exists.js";
import { reconvertDocument, reconvertFailedDocuments } from "./reconvert.js";
import "./search-source.js";

const text = (max: number) => z.string().max(max).nullish().transform((v) => v ?? "");
const price = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : (v ?? 0)), z.number().int().min(0, "价格不能为负数"));

const createBody = z.object({
  category_id: bIntArray(),
  document: z
    .array(
      z.object({
        title: documentTitleField(),
        attachment_id: bInt(),
        price,
        keywords: text(1024),
        description: text(10_000),
        language: text(32),
      }),
    )
    .min(1, "请上传文档")
    .max(100, "一次最多创建100篇文档"),
  /** Required while security.enable_captcha_upload is on. */
  ...captchaFields,
});

const createReply = z.object({
  document: z.array(z.object({ id: z.number().int(), uuid: z.string(), title: z.string(), status: z.number().int() })),
});

const reconvertOnePath = "/api/v1/document/reconvert/one";

/** Creating documents from uploads, the "already uploaded?" check and reconversion. */
export const documentFileRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/v1/document",
    title: "创建文档",
    access: "login",
    body: createBody,
    reply: createReply,
    async handler({ ctx, actor, body }) {
      const user = actor.requireUser();
      await verifyCaptcha(ctx, "upload", body.captcha_id, body.captcha);
      const docs = body.document.map((d) => ({
        title: d.title, attachmentId: d.attachment_id, price: d.price, keywords: d.keywords, description: d.description, language: d.language,
      }));
      return { document: await createDocuments(ctx, user.id, body.category_id, docs) };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/document/exist",
    title: "文档是否已存在",
    access: "login",
    query: z.object({ hash: qString() }),
    reply: z.object({ exist: z.boolean() }),
    async handler({ ctx, query }) {
      const hash = (query.hash ?? "").trim().toLowerCase();
      if (!isMd5(hash)) throw badRequest("hash值必须32位");
      if (!(await documentExists(ctx, hash))) throw notFound("文档不存在");
      return { exist: true };
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/document/reconvert",
    title: "一键重转失败文档",
    access: "admin",
    pages: ["/admin/document/list"],
    reply: z.object({ count: z.number().int() }),
    async handler({ ctx }) {
      return { count: await reconvertFailedDocuments(ctx) };
    },
  }),
  defineRoute({
    method: "PUT",
    path: reconvertOnePath,
    title: "重新转换文档",
    access: "login",
    permission: true,
    body: z.object({ id: bInt() }),
    async handler({ ctx, actor, body }) {
      await reconvertDocument(ctx, actor, body.id, await actor.can("PUT", reconvertOnePath));
      return {};
    },
  }),
];
