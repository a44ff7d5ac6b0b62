import { searchEndpoints } from "@wenku/contract";
import { Tooltip, type TableColumnsType } from "antd";
import { useState, type Key } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { formatTime } from "../../../shared/format";
import { usePagedList } from "../common/use-paged-list";
import type { SearchRecord } from "./search-record-types";
import { SearchRecordFilters } from "./search-record-filters";
import { DeleteSelectedButton } from "../common/delete-selected-button";

const t = zh.adminDocuments.searchRecord;

const columns: TableColumnsType<SearchRecord> = [
  { title: zh.admin.id, dataIndex: "id", width: 80 },
  {
    title: t.keywords,
    dataIndex: "keywords",
    render: (keywords: string) => (
      <a href={`/search?wd=${encodeURIComponent(keywords)}`} target="_blank" rel="noreferrer">
        {keywords}
      </a>
    ),
  },
  { title: t.hits, dataIndex: "total", width: 80 },
  { title: t.page, dataIndex: "page", width: 70, responsive: ["md"] },
  { title: t.spend, dataIndex: "spend_time", width: 100, responsive: ["md"], render: (s: number) => t.seconds(s) },
  { title: t.user, dataIndex: "username", width: 110, render: (name: string) => name || t.guest },
  { title: t.ip, dataIndex: "ip", width: 130, responsive: ["lg"] },
  {
    title: t.userAgent,
    dataIndex: "user_agent",
    ellipsis: { showTitle: false },
    responsive: ["xl"],
    render: (ua: string) => <Tooltip title={ua}>{ua}</Tooltip>,
  },
  { title: t.time, dataIndex: "created_at", width: 150, render: formatTime },
];

/** /admin/document/searchrecord: what visitors searched, filtered by keyword, user, IP and time; delete selected. */
export function SearchRecordPage() {
  const list = usePagedList(searchEndpoints.recordList, "search_record", { size: 20 });
  const [selected, setSelected] = useState<Key[]>([]);
  const remove = useApiMutation(searchEndpoints.recordRemove, { done: zh.admin.deleted });

  const removeSelected = async () => {
    if (await remove.run({ query: { id: selected.map(Number) } })) setSelected([]);
  };

  const toolbar = (
    <>
      <SearchRecordFilters filter={list.filter} onChange={list.search} />
      <DeleteSelectedButton count={selected.length} onConfirm={removeSelected} label={t.deleteSelected} testId="searchrecord-delete" />
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<SearchRecord>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        minWidth={900}
      />
    </AdminPage>
  );
}
