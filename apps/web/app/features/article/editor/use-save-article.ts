import { articleEndpoints, ArticleStatus, type ArticleView } from "@wenku/contract";
import { App } from "antd";
import { errorMessage } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/api-query";
import { callApi } from "../../../lib/call-api";
import { useSiteData } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { articleInput, type ArticleFormValues } from "./article-form-values";

/**
 * Creates the article, or updates the one being edited; tells whether it is published or waits for review, and
 * shows the server's message when it refuses. Resolves to the saved article (null on failure).
 */
export function useSaveArticle(editing: ArticleView | null, backOffice = false) {
  const { message } = App.useApp();
  const { categories } = useSiteData();
  const update = useApiMutation(articleEndpoints.update);
  const create = useApiMutation(articleEndpoints.create);

  const save = async (values: ArticleFormValues): Promise<ArticleView | null> => {
    const input = articleInput(values, categories, backOffice);
    try {
      if (editing?.id) {
        const reply = await update.call({ body: { ...input, id: editing.id } });
        // An author's edit may send the article back to review (their groups' approval flag): ask how it stands.
        const saved = await callApi(articleEndpoints.get, { query: { id: editing.id } }).catch(() => editing);
        const done = reply.revision_pending
          ? zh.article.form.revisionSubmitted
          : saved.status === ArticleStatus.pending
            ? zh.article.form.savedForReview
            : zh.article.form.saved;
        void message.success(done);
        return saved;
      }
      const created = await create.call({ body: input });
      void message.success(created.status === ArticleStatus.published ? zh.article.form.published : zh.article.form.submittedForReview);
      return created;
    } catch (error) {
      void message.error(errorMessage(error, editing ? zh.article.form.saveFailed : zh.article.form.publishFailed));
      return null;
    }
  };

  return { save, saving: update.pending || create.pending };
}
