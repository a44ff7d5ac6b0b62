import { ocrListQuerySchema, ocrListReplySchema, ocrRerunBodySchema, ocrRerunReplySchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { listOcrDocuments } from "./list-ocr-documents.js";
import { rerunOcr } from "./rerun-ocr.js";

const pages = ["/admin/document/ocr"];

/** OcrAPI (ours): OCR status of documents with scanned pages, and OCR run again through reconversion. */
export const ocrRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/document/ocr/list",
    title: "OCR 文档列表",
    access: "admin",
    pages,
    query: ocrListQuerySchema,
    reply: ocrListReplySchema,
    handler: ({ ctx, query }) => listOcrDocuments(ctx, query),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/document/ocr",
    title: "重新识别文档",
    access: "admin",
    pages,
    body: ocrRerunBodySchema,
    reply: ocrRerunReplySchema,
    async handler({ ctx, body }) {
      return { count: await rerunOcr(ctx, body.id) };
    },
  }),
];
