import { languageEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createLanguage } from "./create-language.js";
import { deleteLanguages } from "./delete-languages.js";
import { listLanguages } from "./list-languages.js";
import { setLanguageStatus } from "./set-language-status.js";
import { updateLanguage } from "./update-language.js";

export const languageRoutes = [
  defineRoute(languageEndpoints.list, {
    permission: true,
    pages: ["/admin/document/language"],
    async handler({ ctx, actor, query }) {
      return listLanguages(ctx, query, await actor.holds(languageEndpoints.list));
    },
  }),
  defineRoute(languageEndpoints.create, {
    handler: ({ ctx, body }) => createLanguage(ctx, body),
  }),
  defineRoute(languageEndpoints.update, {
    async handler({ ctx, body }) {
      await updateLanguage(ctx, body);
      return {};
    },
  }),
  defineRoute(languageEndpoints.setStatus, {
    async handler({ ctx, body }) {
      await setLanguageStatus(ctx, body.id, body.enable);
      return {};
    },
  }),
  defineRoute(languageEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteLanguages(ctx, query.id);
      return {};
    },
  }),
];
