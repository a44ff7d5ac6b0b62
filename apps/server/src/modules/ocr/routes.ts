import { ocrEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { listOcrDocuments } from "./list-ocr-documents.js";
import { rerunOcr } from "./rerun-ocr.js";

const pages = ["/admin/document/ocr"];

/** OcrAPI (ours): OCR status of documents with scanned pages, and OCR run again through reconversion. */
export const ocrRoutes = [
  defineRoute(ocrEndpoints.list, {
    pages,
    handler: ({ ctx, query }) => listOcrDocuments(ctx, query),
  }),
  defineRoute(ocrEndpoints.rerun, {
    pages,
    async handler({ ctx, body }) {
      return { count: await rerunOcr(ctx, body.id) };
    },
  }),
];
