import { articleEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { recommendArticles, setCategoriesOfArticles } from "./batch-articles.js";
import { checkArticles } from "./check-articles.js";
import { createArticle } from "./create-article.js";
import { deleteArticles } from "./delete-articles.js";
import { reindexArticles } from "./reindex-articles.js";
import { updateArticle } from "./update-article.js";
import { uploadArticleImage } from "./upload-article-image.js";

/** Posting and editing share one count: each renders Markdown, the costly part. */
const articleWrites = { bucket: "article-write", perMinute: { category: "security", name: "user_write_per_minute" } };

/** Changing articles: members post, edit and delete their own; administrators review, recommend and batch-edit any. */
export const articleManageRoutes = [
  defineRoute(articleEndpoints.create, {
    userRateLimit: articleWrites,
    permission: true,
    handler: ({ ctx, actor, body }) => createArticle(ctx, actor, body),
  }),
  defineRoute(articleEndpoints.update, {
    userRateLimit: articleWrites,
    permission: true,
    handler: ({ ctx, actor, body }) => updateArticle(ctx, actor, body),
  }),
  defineRoute(articleEndpoints.remove, {
    permission: true,
    async handler({ ctx, actor, query }) {
      const privileged = await actor.can(articleEndpoints.remove.method, articleEndpoints.remove.path);
      await deleteArticles(ctx, Number(actor.requireUser().id), privileged, query.id);
      return {};
    },
  }),
  defineRoute(articleEndpoints.check, {
    async handler({ ctx, body }) {
      await checkArticles(ctx, body);
      return {};
    },
  }),
  defineRoute(articleEndpoints.recommend, {
    async handler({ ctx, body }) {
      await recommendArticles(ctx, body.article_id, body.is_recommend);
      return {};
    },
  }),
  defineRoute(articleEndpoints.setCategory, {
    async handler({ ctx, body }) {
      await setCategoriesOfArticles(ctx, body.article_id, body.category_id);
      return {};
    },
  }),
  defineRoute(articleEndpoints.reindex, {
    async handler({ ctx }) {
      await reindexArticles(ctx);
      return {};
    },
  }),
  defineRoute(articleEndpoints.uploadImage, { permission: true, raw: true, multipart: true, errorCodeIsStatus: true, handler: uploadArticleImage }),
];
