import { ocrEndpoints, type OcrDocument } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { OcrDocument };

/** OcrAPI (ours): documents with scanned pages and their OCR status; OCR run again through reconversion. */
export const ocrApi = {
  listRoute: ocrEndpoints.list,
  rerun: (ids: number[]) => callApi(ocrEndpoints.rerun, { body: { id: ids } }),
};
