import { CalendarOutlined, EyeOutlined, MessageOutlined, UserOutlined } from "@ant-design/icons";
import { CategoryType, type ArticleView } from "@wenku/contract";
import { Breadcrumb, Space } from "antd";
import { Link } from "react-router";
import { useSiteData } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { FavoriteButton } from "../../document/actions/favorite-button";
import { ReportButton } from "../../document/actions/report-button";
import { categoryChain, deepestCategory } from "../../../shared/category-path";
import { RelativeDate } from "../../../shared/relative-date";
import { ArticleAuthor } from "../article-author";
import { ArticleEditLink } from "./article-edit-link";
import { OwnArticleRevisionNotice } from "./own-revision-notice";

/** Breadcrumb with the category path, the title, author, dates, reads and comments (`commentCount`, kept current), and the actions. */
export function ArticleHeader({ article, commentCount }: { article: ArticleView; commentCount: number }) {
  const { categories } = useSiteData();
  const chain = categoryChain(categories.filter((c) => c.type === CategoryType.article), deepestCategory(article.category)?.id);
  return (
    <header className="wk-article-header">
      <Breadcrumb
        items={[
          { title: <Link to="/">{zh.common.home}</Link> },
          { title: <Link to="/article">{zh.article.allArticles}</Link> },
          ...chain.map((c) => ({ title: <Link to={`/article?category_id=${c.id}`}>{c.title}</Link> })),
        ]}
      />
      <h1 className="wk-article-title" data-testid="article-title">{article.title}</h1>
      <div className="wk-article-info" data-testid="article-info">
        <span><UserOutlined /> <ArticleAuthor article={article} /></span>
        <span><CalendarOutlined /> <RelativeDate value={article.created_at} /></span>
        <span data-testid="article-views"><EyeOutlined /> {zh.article.viewCount(article.view_count)}</span>
        <span data-testid="article-comment-count"><MessageOutlined /> {zh.article.commentCount(commentCount)}</span>
        {article.updated_at && article.updated_at !== article.created_at && (
          <span className="wk-muted">{zh.article.updatedAt} <RelativeDate value={article.updated_at} /></span>
        )}
      </div>
      <Space wrap className="wk-article-actions">
        <FavoriteButton itemId={article.id} favoriteCount={article.favorite_count} type={1} testIdPrefix="article-" />
        <ReportButton itemId={article.id} type={1} dialogTitle={zh.article.reportTitle} testIdPrefix="article-" />
        <ArticleEditLink article={article} />
      </Space>
      <OwnArticleRevisionNotice article={article} />
    </header>
  );
}
