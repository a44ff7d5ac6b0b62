import { documentEndpoints } from "@wenku/contract";
import { badRequest, notFound } from "../../http/errors.js";
import { defineRoute, type RouteDef } from "../../http/route.js";
import { verifyCaptcha } from "../captcha/verify-captcha.js";
import { isMd5 } from "../storage/keys.js";
import { createDocuments } from "./create-documents.js";
import { documentExists } from "./document-exists.js";
import { reconvertDocument, reconvertFailedDocuments } from "./reconvert.js";
import "./search-source.js";

/** Creating documents from uploads, the "already uploaded?" check and reconversion. */
export const documentFileRoutes: RouteDef[] = [
  defineRoute(documentEndpoints.create, {
    async handler({ ctx, actor, body }) {
      const user = actor.requireUser();
      await verifyCaptcha(ctx, "upload", body.captcha_id, body.captcha);
      const docs = body.document.map((d) => ({
        title: d.title, attachmentId: d.attachment_id, price: d.price, keywords: d.keywords, description: d.description, language: d.language,
        categoryIds: d.category_id,
      }));
      return { document: await createDocuments(ctx, user.id, body.category_id, docs) };
    },
  }),
  defineRoute(documentEndpoints.exist, {
    async handler({ ctx, query }) {
      const hash = (query.hash ?? "").trim().toLowerCase();
      if (!isMd5(hash)) throw badRequest("hash值必须32位");
      if (!(await documentExists(ctx, hash))) throw notFound("文档不存在");
      return { exist: true };
    },
  }),
  defineRoute(documentEndpoints.reconvertFailed, {
    pages: ["/admin/document/list"],
    async handler({ ctx }) {
      return { count: await reconvertFailedDocuments(ctx) };
    },
  }),
  defineRoute(documentEndpoints.reconvert, {
    permission: true,
    async handler({ ctx, actor, body }) {
      await reconvertDocument(ctx, actor, body.id, await actor.holds(documentEndpoints.reconvert));
      return {};
    },
  }),
];
