import { Card, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { CommentSection } from "../../comments";
import { ArticleLinks } from "../article-links";
import { ArticleBody } from "./article-body";
import { ArticleHeader } from "./article-header";
import type { ArticlePageData } from "./article-loader";
import "../article.css";

/** /article/<identifier>: the article with its header and actions, its comments below, related articles beside it. */
export function ArticlePage({ data }: { data: ArticlePageData }) {
  const { article } = data;
  // The header's count follows the comments below as they are posted, approved or deleted.
  const [commentCount, setCommentCount] = useState(article.comment_count);
  const keywords = article.keywords.split(/[,，]/).map((k) => k.trim()).filter(Boolean);
  return (
    <div className="wk-article-page" data-testid="article-page" data-article-id={article.id}>
      <article className="wk-article-main">
        <Card>
          <ArticleHeader article={article} commentCount={commentCount} />
          <ArticleBody html={article.content} />
          {keywords.length > 0 && (
            <div className="wk-article-keywords">
              {keywords.map((k) => (
                <Link key={k} to={`/search?wd=${encodeURIComponent(k)}&type=1`}><Tag>{k}</Tag></Link>
              ))}
            </div>
          )}
        </Card>
        {article.id ? <CommentSection type={1} itemId={article.id} onApprovedCount={setCommentCount} /> : null}
      </article>
      <aside className="wk-article-side">
        <Card size="small" title={zh.article.related}>
          <ArticleLinks articles={data.related} testId="related-articles" />
        </Card>
      </aside>
    </div>
  );
}
