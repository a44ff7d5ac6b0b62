import { App, Button, Popconfirm, type TableColumnsType } from "antd";
import { errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import { RelativeDate } from "../document/relative-date";
import { memberApi, type FavoriteRecord } from "./member-api";
import { MemberTable, documentColumns } from "./member-table";
import { usePaged } from "./use-paged";

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
    ...documentColumns<FavoriteRecord>(),
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
  return <MemberTable list={list} columns={columns} testId="my-favorites" />;
}
