import { EyeOutlined, MessageOutlined, UserOutlined } from "@ant-design/icons";
import { Tag } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { deepestCategory } from "../../../shared/category-path";
import { RelativeDate } from "../../../shared/relative-date";
import { articleHref } from "../../../shared/article-href";
import { ArticleAuthor } from "../article-author";
import type { ArticleCard } from "./article-list-loader";

/** One article of a list: title, summary, author, date, reads, comments and its category. */
export function ArticleListItem({ article }: { article: ArticleCard }) {
  const category = deepestCategory(article.category);
  return (
    <li className="wk-article-item" data-testid="article-list-item">
      <Link className="wk-article-item-title" to={articleHref(article)}>
        {article.recommend_at && <Tag color="gold">{zh.article.recommendedTag}</Tag>}
        {article.title}
      </Link>
      {article.description && <p className="wk-article-item-description">{article.description}</p>}
      <div className="wk-article-item-meta">
        <span><UserOutlined /> <ArticleAuthor article={article} /></span>
        <RelativeDate value={article.created_at} />
        <span title={zh.article.views}><EyeOutlined /> {article.view_count}</span>
        <span title={zh.article.comments}><MessageOutlined /> {article.comment_count}</span>
        {category && <Link to={`/article?category_id=${category.id}`} className="wk-article-item-category">{category.title}</Link>}
      </div>
    </li>
  );
}
