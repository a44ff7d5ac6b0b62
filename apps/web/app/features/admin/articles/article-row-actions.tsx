import { DownOutlined } from "@ant-design/icons";
import { ArticleStatus, RevisionStatus } from "@wenku/contract";
import { App, Button, Dropdown, Space, type MenuProps } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { articleHref } from "../../../shared/article-href";
import type { AdminArticle } from "./article-types";
import type { ArticleCommands } from "./use-article-commands";

const t = zh.adminArticles.list;

interface RowActionsProps {
  article: AdminArticle;
  commands: ArticleCommands;
  onReject: (ids: number[]) => void;
  /** Opens the comparison of the published version with the author's edit waiting for review. */
  onReviewRevision: (id: number) => void;
}

/** 编辑, the review command that fits the status, and 更多 (view, recommend, delete). */
export function ArticleRowActions({ article, commands, onReject, onReviewRevision }: RowActionsProps) {
  const { modal } = App.useApp();
  const ids = [article.id];
  const recommended = Boolean(article.recommend_at);
  const items: MenuProps["items"] = [
    { key: "view", label: <a href={articleHref(article)} target="_blank" rel="noreferrer">{t.view}</a> },
    ...(article.status === ArticleStatus.published ? [{ key: "reject", label: t.reject }] : []),
    { key: "recommend", label: recommended ? t.unrecommend : t.recommend },
    { type: "divider" },
    { key: "delete", label: zh.delete, danger: true },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "reject") onReject(ids);
    if (key === "recommend") void commands.recommend(ids, !recommended);
    if (key === "delete") modal.confirm({ title: t.deleteConfirm, okButtonProps: { danger: true }, onOk: () => commands.remove(ids) });
  };
  return (
    <Space size={0} wrap>
      <Link to={`/admin/article/set?id=${article.id}`}>
        <Button type="link" size="small">{zh.edit}</Button>
      </Link>
      {article.status !== ArticleStatus.published && (
        <Button type="link" size="small" onClick={() => commands.approve(ids)} data-testid="article-approve">{t.approve}</Button>
      )}
      {article.status === ArticleStatus.published && article.revision?.status === RevisionStatus.pending && (
        <Button type="link" size="small" onClick={() => onReviewRevision(article.id)} data-testid="article-review-revision">{t.reviewRevision}</Button>
      )}
      {article.status === ArticleStatus.pending && (
        <Button type="link" size="small" danger onClick={() => onReject(ids)} data-testid="article-reject">{t.reject}</Button>
      )}
      <Dropdown menu={{ items, onClick }} trigger={["click"]}>
        <Button type="link" size="small">
          {t.more} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
