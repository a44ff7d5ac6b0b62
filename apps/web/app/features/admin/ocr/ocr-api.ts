import type { OcrDocument } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { OcrDocument };

/** OcrAPI (ours): documents with scanned pages and their OCR status; OCR run again through reconversion. */
export const ocrApi = {
  listPath: "/api/v1/document/ocr/list",
  rerun: (ids: number[]) => api.put<{ count: number }>("/api/v1/document/ocr", { id: ids }),
};
