import { spiderUrlEndpoints } from "@wenku/contract";
import { Button, Space, Tag, type TableColumnsType } from "antd";
import { useState, type Key } from "react";
import { Link } from "react-router";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { DeleteButton } from "../common/delete-button";
import { formatTime } from "../../../shared/format";
import { KeywordSearch } from "../common/keyword-search";
import { StatusFilter } from "../common/status-filter";
import { useAction } from "../../../shared/use-action";
import { usePagedList } from "../common/use-paged-list";
import { AddUrlsModal } from "./add-urls-modal";
import type { SpiderUrl } from "./spider-types";
import { DeleteSelectedButton } from "../common/delete-selected-button";

const t = zh.adminSpider.url;
const statusColors = ["default", "processing", "success", "error"];

/** /admin/spider/url: the pages the spider collects document links from. */
export function SpiderUrlPage() {
  const list = usePagedList(spiderUrlEndpoints.list, "spider_url");
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Key[]>([]);
  const run = useAction();
  const { call: update } = useApiMutation(spiderUrlEndpoints.update);
  const { call: removeUrls } = useApiMutation(spiderUrlEndpoints.remove);

  const columns: TableColumnsType<SpiderUrl & { id: number }> = [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    {
      title: t.url,
      dataIndex: "url",
      ellipsis: { showTitle: true },
      render: (url: string) => (
        <a href={url} target="_blank" rel="noreferrer nofollow">
          {url}
        </a>
      ),
    },
    {
      title: t.status,
      dataIndex: "status",
      width: 100,
      render: (status: number) => <Tag color={statusColors[status]}>{t.statuses[status] ?? status}</Tag>,
    },
    { title: t.total, dataIndex: "total", width: 90 },
    { title: t.error, dataIndex: "error", ellipsis: true, responsive: ["md"] },
    { title: zh.admin.updatedAt, dataIndex: "updated_at", width: 150, responsive: ["lg"], render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 210,
      render: (_, row) => (
        <Space size={0}>
          <Link to={`/admin/spider/document?spider_url_id=${row.id}`}>
            <Button type="link" size="small">
              {t.documents}
            </Button>
          </Link>
          <Button type="link" size="small" disabled={row.status === 0 || row.status === 1} onClick={() => void collectAgain(row.id)}>
            {t.again}
          </Button>
          <DeleteButton onDelete={() => removeUrls({ query: { id: [row.id] } })} />
        </Space>
      ),
    },
  ];

  async function collectAgain(id: number) {
    await run(() => update({ body: { id, status: 0 } }), t.againDone);
  }

  const removeSelected = async () => {
    if (await run(() => removeUrls({ query: { id: selected.map(Number) } }), zh.admin.deleted)) setSelected([]);
  };

  const toolbar = (
    <>
      <Button type="primary" onClick={() => setAdding(true)}>
        {t.add}
      </Button>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} />
      <StatusFilter list={list} statuses={t.statuses} label={t.statusFilter} placeholder={t.statusFilter} />
      <Button onClick={list.reload}>{zh.admin.refresh}</Button>
      <DeleteSelectedButton count={selected.length} onConfirm={removeSelected} />
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<SpiderUrl & { id: number }>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={1000}
      />
      <AddUrlsModal open={adding} onClose={() => setAdding(false)} />
    </AdminPage>
  );
}
