import { categoryEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createCategory } from "./create-category.js";
import { deleteCategories } from "./delete-categories.js";
import { getCategory } from "./get-category.js";
import { listCategories } from "./list-categories.js";
import { updateCategory } from "./update-category.js";

export const categoryRoutes = [
  defineRoute(categoryEndpoints.list, {
    permission: true,
    pages: ["/admin/document/category", "/admin/article/category"],
    async handler({ ctx, actor, query }) {
      return listCategories(ctx, query, await actor.holds(categoryEndpoints.list));
    },
  }),
  defineRoute(categoryEndpoints.get, {
    handler: ({ ctx, query }) => getCategory(ctx, query.id),
  }),
  defineRoute(categoryEndpoints.create, {
    handler: ({ ctx, body }) => createCategory(ctx, body),
  }),
  defineRoute(categoryEndpoints.update, {
    async handler({ ctx, body }) {
      await updateCategory(ctx, body);
      return {};
    },
  }),
  defineRoute(categoryEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteCategories(ctx, query.id);
      return {};
    },
  }),
];
