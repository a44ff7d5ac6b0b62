import { ArticleStatus } from "@wenku/contract";
import { Alert, Breadcrumb, Button, Card, Result, Spin } from "antd";
import { Link, useNavigate, useSearchParams } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { useRequireLogin } from "../../guards/use-require-login";
import { articleHref } from "../../../shared/article-href";
import { RevisionNotice } from "../../revisions/revision-notice";
import { ArticleForm } from "./article-form";
import { formValuesOf } from "./article-form-values";
import { useEditingArticle } from "./use-editing-article";
import { usePublishCheck } from "./use-publish-check";
import { useSaveArticle } from "./use-save-article";
import "./post-page.css";

const t = zh.article.post;

/**
 * /post (sign-in required): write an article in Markdown with its live preview, or edit one's own
 * (/post?identifier=… or ?id=…). A published article opens on its page, one waiting for review in the member's
 * list; the server's refusals show as they are.
 */
export function PostPage() {
  const session = useRequireLogin();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = (params.get("identifier") || params.get("id") || "").trim();
  const editing = useEditingArticle(key, Boolean(session));
  const publish = usePublishCheck(Boolean(session));
  const article = editing.state === "ready" ? editing.article : null;
  const { save, saving } = useSaveArticle(article);

  if (!session || editing.state === "loading" || publish.state === "checking") return <Spin className="wk-post-loading" size="large" />;
  const title = key ? t.editTitle : t.title;

  let body;
  if (editing.state === "failed") {
    body = <Result status="warning" title={editing.message} extra={<Link to="/me/article"><Button>{t.myArticles}</Button></Link>} />;
  } else if (publish.state === "refused") {
    body = <Alert type="warning" showIcon message={t.cannotPublish} description={`${publish.message}。${t.cannotPublishHint}`} data-testid="post-forbidden" />;
  } else {
    body = (
      <>
        {article?.status === ArticleStatus.rejected && article.reject_reason && (
          <Alert className="wk-post-alert" type="error" showIcon message={t.rejected(article.reject_reason)} />
        )}
        {article?.revision && (
          <div className="wk-post-alert">
            <RevisionNotice revision={article.revision} />
          </div>
        )}
        <ArticleForm
          key={article?.id ?? 0}
          initialValues={formValuesOf(article, true)}
          editing={Boolean(article)}
          saving={saving}
          onSubmit={async (values) => {
            const saved = await save(values);
            // Strangers (and the server's render) see published articles only: one waiting for review is shown in /me/article.
            if (saved) void navigate(saved.status === ArticleStatus.published ? articleHref(saved) : "/me/article");
          }}
        />
      </>
    );
  }

  return (
    <div className="wk-post" data-testid="post-page">
      <Breadcrumb items={[{ title: <Link to="/">{zh.common.home}</Link> }, { title }]} />
      <Card className="wk-post-card" title={<h1 className="wk-post-title">{title}</h1>}>
        {body}
      </Card>
    </div>
  );
}
