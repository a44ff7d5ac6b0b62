import { PlusOutlined } from "@ant-design/icons";
import { articleEndpoints, type ArticleListItem } from "@wenku/contract";
import { Button, Flex, Popconfirm, Space, type TableColumnsType } from "antd";
import { Link } from "react-router";
import { useApiMutation } from "../../../lib/api-query";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { RelativeDate } from "../../../shared/relative-date";
import { MemberTable } from "../../member/member-table";
import { usePaged } from "../../member/use-paged";
import { articleHref, articlePostHref } from "../../../shared/article-href";
import { ArticleStatusCell } from "../article-status-tag";

const t = zh.article;

/** /me/article: the member's articles in every status, to edit or move to the recycle bin. */
export function MyArticles() {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  // Their own list shows every status.
  const list = usePaged(articleEndpoints.list, "article", { user_id: [userId], order: "id desc" });
  const removal = useApiMutation(articleEndpoints.remove, { done: t.deleted, failure: t.deleteFailed });

  const remove = (article: ArticleListItem) => removal.run({ query: { id: [article.id] } });

  const columns: TableColumnsType<ArticleListItem> = [
    { title: t.title, dataIndex: "title", render: (_, article) => <Link to={articleHref(article)}>{article.title}</Link> },
    {
      title: t.status,
      dataIndex: "status",
      width: 120,
      render: (_, article) => <ArticleStatusCell article={article} />,
    },
    { title: t.views, dataIndex: "view_count", width: 70 },
    { title: t.comments, dataIndex: "comment_count", width: 70 },
    { title: t.createdAt, dataIndex: "created_at", width: 110, render: (value?: string) => <RelativeDate value={value} /> },
    {
      title: zh.actions,
      key: "actions",
      width: 130,
      render: (_, article) => (
        <Space size={0}>
          <Link to={articlePostHref(article)}>
            <Button type="link" size="small" data-testid="edit-article">{zh.edit}</Button>
          </Link>
          <Popconfirm title={t.deleteConfirm} onConfirm={() => remove(article)} okText={zh.confirm} cancelText={zh.cancel}>
            <Button type="link" size="small" danger data-testid="delete-article">{zh.delete}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Link to="/post">
          <Button type="primary" icon={<PlusOutlined />}>{zh.layout.postArticle}</Button>
        </Link>
      </Flex>
      <MemberTable list={list} columns={columns} testId="my-articles" scrollX={640} />
    </>
  );
}
