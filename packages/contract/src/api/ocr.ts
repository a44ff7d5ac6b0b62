import { ocrListQuerySchema, ocrListReplySchema, ocrRerunBodySchema, ocrRerunReplySchema } from "../schemas/ocr.js";
import { apiRoute } from "./api-route.js";

/** OcrAPI (ours): OCR status of documents with scanned pages, and OCR run again through reconversion. */
export const ocrEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/document/ocr/list", title: "OCR 文档列表", access: "admin", query: ocrListQuerySchema, reply: ocrListReplySchema,
  }),
  rerun: apiRoute({ method: "PUT", path: "/api/v1/document/ocr", title: "重新识别文档", access: "admin", body: ocrRerunBodySchema, reply: ocrRerunReplySchema }),
};
