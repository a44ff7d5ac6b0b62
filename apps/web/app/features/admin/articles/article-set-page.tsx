import { ArrowLeftOutlined, EyeOutlined } from "@ant-design/icons";
import { Button, Result, Skeleton } from "antd";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { articleHref } from "../../../shared/article-href";
import { ArticleForm } from "../../article/editor/article-form";
import { formValuesOf } from "../../article/editor/article-form-values";
import { useEditingArticle } from "../../article/editor/use-editing-article";
import { useSaveArticle } from "../../article/editor/use-save-article";
import { AdminPage } from "../common/admin-page";
import { CrawlArticleButton, type CrawledArticle } from "../spider/crawl-article-button";

const t = zh.adminArticles.set;

/**
 * /admin/article/set (new) and /admin/article/set?id=N (edit): the article editor of the back office, with the
 * identifier (the single pages' /article/about, …), the author and the recommendation.
 */
export function ArticleSetPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = (params.get("id") || params.get("identifier") || "").trim();
  const editing = useEditingArticle(key, true);
  const article = editing.state === "ready" ? editing.article : null;
  const { save, saving } = useSaveArticle(article, true);
  // A new article may start from a crawled page (the form is rebuilt with it).
  const [draft, setDraft] = useState<{ n: number; article: CrawledArticle } | null>(null);
  const initialValues = formValuesOf(article);
  if (draft && !article) Object.assign(initialValues, { title: draft.article.title, keywords: draft.article.keywords, description: draft.article.description, content: draft.article.content });
  const back = (
    <Link to="/admin/article/list">
      <Button icon={<ArrowLeftOutlined />}>{t.back}</Button>
    </Link>
  );

  return (
    <AdminPage title={article ? t.editTitle : t.createTitle}>
      {editing.state === "loading" ? (
        <Skeleton active />
      ) : editing.state === "failed" ? (
        <Result status="warning" title={editing.message} extra={back} />
      ) : (
        <ArticleForm
          key={article?.id ?? `draft-${draft?.n ?? 0}`}
          backOffice
          initialValues={initialValues}
          editing={Boolean(article)}
          saving={saving}
          onSubmit={async (values) => {
            const saved = await save(values);
            if (saved?.identifier && !article) void navigate(`/admin/article/set?identifier=${encodeURIComponent(saved.identifier)}`, { replace: true });
          }}
          extra={
            <>
              {back}
              {!article && <CrawlArticleButton onCrawled={(crawled) => setDraft({ n: (draft?.n ?? 0) + 1, article: crawled })} />}
              {article && (
                <a href={articleHref(article)} target="_blank" rel="noreferrer">
                  <Button icon={<EyeOutlined />}>{t.view}</Button>
                </a>
              )}
            </>
          }
        />
      )}
    </AdminPage>
  );
}
