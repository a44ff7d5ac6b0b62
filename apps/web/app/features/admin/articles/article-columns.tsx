import { Tag, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { articleHref } from "../../../shared/article-href";
import { ArticleStatusCell } from "../../article/article-status-tag";
import { formatTime } from "../../../shared/format";
import type { AdminArticle } from "./article-types";
import { ArticleRowActions } from "./article-row-actions";
import type { ArticleCommands } from "./use-article-commands";

const t = zh.adminArticles.list;

/** The article table's columns. */
export function articleColumns(
  commands: ArticleCommands,
  onReject: (ids: number[]) => void,
  onReviewRevision: (id: number) => void,
): TableColumnsType<AdminArticle> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    {
      title: t.articleTitle,
      dataIndex: "title",
      width: 280,
      render: (_, article) => (
        <span>
          <a href={articleHref(article)} target="_blank" rel="noreferrer">{article.title}</a>
          {article.recommend_at && <Tag color="gold" style={{ marginLeft: 6 }}>{t.recommended}</Tag>}
        </span>
      ),
    },
    { title: t.identifier, dataIndex: "identifier", width: 150, responsive: ["xl"] },
    {
      title: t.status,
      dataIndex: "status",
      width: 110,
      render: (_, article) => <ArticleStatusCell article={article} />,
    },
    {
      title: t.category,
      dataIndex: "category",
      width: 150,
      responsive: ["lg"],
      render: (_, article) => article.category.map((c) => <Tag key={c.id}>{c.title}</Tag>),
    },
    { title: t.poster, dataIndex: ["user", "username"], width: 110, responsive: ["md"] },
    { title: t.views, dataIndex: "view_count", width: 70, responsive: ["lg"] },
    { title: t.comments, dataIndex: "comment_count", width: 70, responsive: ["xxl"] },
    { title: zh.admin.createdAt, dataIndex: "created_at", width: 150, responsive: ["xl"], render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 210,
      render: (_, article) => <ArticleRowActions article={article} commands={commands} onReject={onReject} onReviewRevision={onReviewRevision} />,
    },
  ];
}
