import { ArticleStatus, type ArticleView } from "@wenku/contract";
import { App } from "antd";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useSiteData } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { articleApi } from "../article-api";
import { articleInput, type ArticleFormValues } from "./article-form-values";

/**
 * Creates the article, or updates the one being edited; tells whether it is published or waits for review, and
 * shows the server's message when it refuses. Resolves to the saved article (null on failure).
 */
export function useSaveArticle(editing: ArticleView | null, backOffice = false) {
  const { message } = App.useApp();
  const { categories } = useSiteData();
  const [saving, setSaving] = useState(false);

  const save = async (values: ArticleFormValues): Promise<ArticleView | null> => {
    const input = articleInput(values, categories, backOffice);
    setSaving(true);
    try {
      if (editing?.id) {
        const reply = await articleApi.update({ ...input, id: editing.id });
        // An author's edit may send the article back to review (their groups' approval flag): ask how it stands.
        const saved = await articleApi.get(editing.id).catch(() => editing);
        const done = reply.revision_pending
          ? zh.article.form.revisionSubmitted
          : saved.status === ArticleStatus.pending
            ? zh.article.form.savedForReview
            : zh.article.form.saved;
        void message.success(done);
        return saved;
      }
      const created = await articleApi.create(input);
      void message.success(created.status === ArticleStatus.published ? zh.article.form.published : zh.article.form.submittedForReview);
      return created;
    } catch (error) {
      void message.error(errorMessage(error, editing ? zh.article.form.saveFailed : zh.article.form.publishFailed));
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
