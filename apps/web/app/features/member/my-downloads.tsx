import { formatBytes } from "@wenku/contract";
import { Space, Table, type TableColumnsType } from "antd";
import { Link } from "react-router";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { documentHref } from "../document/document-href";
import { FileTypeIcon } from "../document/file-type-icon";
import { RelativeDate } from "../document/relative-date";
import { memberApi, type DownloadRecord } from "./member-api";
import { memberPageSize, usePaged } from "./use-paged";

/** /me/download: what the member downloaded, with the credits each download cost. */
export function MyDownloads() {
  const settings = useSettings();
  const list = usePaged((page, size) => memberApi.downloads(page, size));
  const columns: TableColumnsType<DownloadRecord> = [
    {
      title: zh.document.title,
      dataIndex: "title",
      render: (_, row) => (
        <Space size={6}>
          <FileTypeIcon ext={row.ext} />
          <Link to={documentHref({ uuid: row.document_uuid })}>{row.title}</Link>
        </Space>
      ),
    },
    { title: zh.document.pagesLabel, dataIndex: "pages", width: 70 },
    { title: zh.document.sizeLabel, dataIndex: "size", width: 100, render: (size: number) => formatBytes(size) },
    {
      title: zh.document.paid,
      dataIndex: "price",
      width: 100,
      render: (price: number, row) => (row.is_pay && price > 0 ? zh.document.priceIn(price, creditName(settings)) : zh.document.free),
    },
    { title: zh.document.downloadedAt, dataIndex: "created_at", width: 110, render: (value: string) => <RelativeDate value={value} /> },
  ];
  return (
    <Table<DownloadRecord>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.data.items}
      loading={list.loading}
      scroll={{ x: 600 }}
      pagination={{ current: list.page, pageSize: memberPageSize, total: list.data.total, onChange: list.setPage, showSizeChanger: false }}
      data-testid="my-downloads"
    />
  );
}
