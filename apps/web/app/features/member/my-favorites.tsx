import { FileTextOutlined } from "@ant-design/icons";
import { favoriteEndpoints, formatBytes, type ApiReplyOf } from "@wenku/contract";
import { Button, Popconfirm, Segmented, Space, Tag, type TableColumnsType } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useApiMutation } from "../../lib/api-query";
import { zh } from "../../locales/zh-CN";
import { itemHref } from "../../shared/article-href";
import { FileTypeIcon } from "../../shared/file-type-icon";
import { RelativeDate } from "../../shared/relative-date";
import { MemberTable } from "./member-table";
import { usePaged } from "./use-paged";

/** A favorite of a document (type 0) or an article (type 1); document_uuid is the document uuid or article identifier. */
export type FavoriteRecord = ApiReplyOf<typeof favoriteEndpoints.list>["favorite"][number];

const f = zh.comments.favorites;
type Kind = "all" | 0 | 1;

/** /me/favorite: the member's favorite documents and articles, all or one kind; each can be removed. */
export function MyFavorites() {
  const [kind, setKind] = useState<Kind>("all");
  const list = usePaged(favoriteEndpoints.list, "favorite", { type: kind === "all" ? undefined : kind });
  const remove = useApiMutation(favoriteEndpoints.remove, { done: zh.document.unfavorited, failure: zh.document.favoriteFailed });

  const choose = (next: Kind) => {
    setKind(next);
    list.setPage(1);
  };

  const unfavorite = (row: FavoriteRecord) => remove.run({ query: { id: [row.id] } });

  const columns: TableColumnsType<FavoriteRecord> = [
    {
      title: zh.document.title,
      dataIndex: "title",
      render: (_, row) => (
        <Space size={6}>
          {row.type === 1 ? <FileTextOutlined /> : <FileTypeIcon ext={row.ext} />}
          <Link to={itemHref(row.type, row.document_uuid)}>{row.title}</Link>
        </Space>
      ),
    },
    { title: f.type, dataIndex: "type", width: 70, render: (type: number) => <Tag>{f.types[type] ?? type}</Tag> },
    { title: zh.document.pagesLabel, dataIndex: "pages", width: 70, render: (pages: number, row) => (row.type === 1 ? "-" : pages) },
    { title: zh.document.sizeLabel, dataIndex: "size", width: 100, render: (size: number, row) => (row.type === 1 ? "-" : formatBytes(size)) },
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
    <>
      <Segmented<Kind>
        className="wk-favorite-kinds"
        value={kind}
        onChange={choose}
        options={[{ value: "all", label: f.all }, { value: 0, label: f.types[0] }, { value: 1, label: f.types[1] }]}
        data-testid="favorite-kinds"
        style={{ marginBottom: 12 }}
      />
      <MemberTable list={list} columns={columns} testId="my-favorites" />
    </>
  );
}
