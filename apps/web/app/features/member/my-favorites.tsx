import { formatBytes } from "@wenku/contract";
import { App, Button, Popconfirm, Space, Table, type TableColumnsType } from "antd";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import { documentHref } from "../document/document-href";
import { FileTypeIcon } from "../document/file-type-icon";
import { RelativeDate } from "../document/relative-date";
import { memberApi, type FavoriteRecord } from "./member-api";
import { memberPageSize, usePaged } from "./use-paged";

/** /me/favorite: the member's favorite documents, each can be removed. */
export function MyFavorites() {
  const { message } = App.useApp();
  const list = usePaged((page, size) => memberApi.favorites(page, size));

  const unfavorite = async (row: FavoriteRecord) => {
    try {
      await memberApi.unfavorite([row.id]);
      void message.success(zh.document.unfavorited);
      list.reload();
    } catch (error) {
      void message.error(errorMessage(error, zh.document.favoriteFailed));
    }
  };

  const columns: TableColumnsType<FavoriteRecord> = [
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
    { title: zh.document.favoritedAt, dataIndex: "created_at", width: 110, render: (value: string) => <RelativeDate value={value} /> },
    {
      title: zh.actions,
      key: "actions",
      width: 100,
      render: (_, row) => (
        <Popconfirm title={zh.document.unfavoriteConfirm} onConfirm={() => unfavorite(row)} okText={zh.confirm} cancelText={zh.cancel}>
          <Button type="link" size="small" danger data-testid="unfavorite">{zh.document.cancelFavorite}</Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Table<FavoriteRecord>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.data.items}
      loading={list.loading}
      scroll={{ x: 600 }}
      pagination={{ current: list.page, pageSize: memberPageSize, total: list.data.total, onChange: list.setPage, showSizeChanger: false }}
      data-testid="my-favorites"
    />
  );
}
