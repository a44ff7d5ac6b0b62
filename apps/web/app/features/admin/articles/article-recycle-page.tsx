import { ClearOutlined } from "@ant-design/icons";
import { articleEndpoints } from "@wenku/contract";
import { Button, Popconfirm, Space, type TableColumnsType } from "antd";
import { useState, type Key } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { ArticleStatusTag } from "../../article/article-status-tag";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { formatTime } from "../../../shared/format";
import { KeywordSearch } from "../common/keyword-search";
import { useAction } from "../../../shared/use-action";
import { usePagedList } from "../common/use-paged-list";
import type { AdminArticle } from "./article-types";

const t = zh.adminArticles.recycle;
const list = zh.adminArticles.list;

/** /admin/article/recycle: deleted articles — restore, delete for good, or empty the bin. */
export function ArticleRecyclePage() {
  const items = usePagedList(articleEndpoints.recycleList, "article");
  const [selected, setSelected] = useState<Key[]>([]);
  const run = useAction();
  const { call: restoreArticles } = useApiMutation(articleEndpoints.recycleRestore);
  const { call: purgeArticles } = useApiMutation(articleEndpoints.recyclePurge);
  const { call: emptyBin } = useApiMutation(articleEndpoints.recycleEmpty);
  const ids = selected.map(Number);

  const exec = async (call: () => Promise<unknown>, done: string) => {
    if (await run(call, done)) setSelected([]);
  };
  const restore = (rows: number[]) => exec(() => restoreArticles({ body: { id: rows } }), t.restored);
  const purge = (rows: number[]) => exec(() => purgeArticles({ query: { id: rows } }), t.purged);

  const columns: TableColumnsType<AdminArticle> = [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    { title: list.articleTitle, dataIndex: "title" },
    { title: list.status, dataIndex: "status", width: 90, responsive: ["md"], render: (status?: number) => <ArticleStatusTag status={status} /> },
    { title: list.poster, dataIndex: ["user", "username"], width: 110, responsive: ["lg"] },
    { title: t.deletedAt, dataIndex: "deleted_at", width: 150, render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 150,
      render: (_, article) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => restore([article.id])} data-testid="article-restore">{t.restore}</Button>
          <Popconfirm title={t.purgeConfirm} okButtonProps={{ danger: true }} onConfirm={() => purge([article.id])}>
            <Button type="link" size="small" danger>{t.purge}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const toolbar = (
    <>
      <KeywordSearch list={items} placeholder={t.searchPlaceholder} />
      <Button disabled={!ids.length} onClick={() => restore(ids)}>{t.restoreSelected}</Button>
      <Popconfirm title={t.purgeSelectedConfirm(ids.length)} okButtonProps={{ danger: true }} onConfirm={() => purge(ids)} disabled={!ids.length}>
        <Button danger disabled={!ids.length}>{t.purgeSelected}</Button>
      </Popconfirm>
      <Popconfirm title={t.emptyConfirm} okButtonProps={{ danger: true }} onConfirm={() => exec(() => emptyBin({}), t.emptied)}>
        <Button danger type="primary" icon={<ClearOutlined />} disabled={!items.total} data-testid="article-recycle-empty">{t.empty}</Button>
      </Popconfirm>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<AdminArticle>
        columns={columns}
        dataSource={items.items}
        loading={items.loading}
        pagination={items.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={760}
      />
    </AdminPage>
  );
}
