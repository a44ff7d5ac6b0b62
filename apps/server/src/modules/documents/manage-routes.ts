import { documentEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { setCategoriesOfDocuments, setLanguageOfDocuments } from "./batch-documents.js";
import { checkDocuments } from "./check-documents.js";
import { deleteDocuments } from "./delete-documents.js";
import { documentStats } from "./document-stats.js";
import { recommendDocuments } from "./recommend-documents.js";
import { reviewDocumentRevisions } from "./review-document-revisions.js";
import { updateDocument } from "./update-document.js";

/** Changing documents: owners edit and delete their own; administrators review, recommend and batch-edit any. */
export const documentManageRoutes = [
  defineRoute(documentEndpoints.update, {
    permission: true,
    handler: async ({ ctx, actor, body }) => updateDocument(ctx, actor, await actor.holds(documentEndpoints.update), body),
  }),
  defineRoute(documentEndpoints.remove, {
    permission: true,
    async handler({ ctx, actor, query }) {
      await deleteDocuments(ctx, Number(actor.requireUser().id), await actor.holds(documentEndpoints.remove), query.id);
      return {};
    },
  }),
  defineRoute(documentEndpoints.check, {
    async handler({ ctx, body }) {
      const revised = await reviewDocumentRevisions(ctx, body.id, body.status, body.reject_reason ?? "");
      const others = body.id.filter((id) => !revised.includes(id));
      if (others.length > 0) await checkDocuments(ctx, others, body.status, body.reject_reason ?? "");
      return {};
    },
  }),
  defineRoute(documentEndpoints.recommend, {
    async handler({ ctx, body }) {
      await recommendDocuments(ctx, body.id, body.type);
      return {};
    },
  }),
  defineRoute(documentEndpoints.setCategory, {
    async handler({ ctx, body }) {
      await setCategoriesOfDocuments(ctx, body.document_id, body.category_id);
      return {};
    },
  }),
  defineRoute(documentEndpoints.setLanguage, {
    async handler({ ctx, body }) {
      await setLanguageOfDocuments(ctx, body.document_id, body.language);
      return {};
    },
  }),
  defineRoute(documentEndpoints.stats, {
    pages: ["/admin/dashboard"],
    handler: ({ ctx }) => documentStats(ctx),
  }),
];
