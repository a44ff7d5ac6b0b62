import { systemEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { detectDocumentLanguages } from "./detect-language.js";

/** PUT /api/v1/document/detect/language (api-contract §6.3). */
export const detectLanguageRoutes = [
  defineRoute(systemEndpoints.detectLanguage, {
    handler: async ({ ctx, body }) => ({ document: await detectDocumentLanguages(ctx, body.document_id) }),
  }),
];
