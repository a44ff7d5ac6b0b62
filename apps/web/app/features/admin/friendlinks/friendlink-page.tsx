import { PlusOutlined } from "@ant-design/icons";
import { friendlinkEndpoints } from "@wenku/contract";
import { Button, type TableColumnsType } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { formatTime } from "../../../shared/format";
import { KeywordSearch } from "../common/keyword-search";
import { editDeleteColumn, enableColumn } from "../common/row-columns";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import type { FriendlinkRow } from "./friendlink-types";
import { FriendlinkFormModal } from "./friendlink-form-modal";

const t = zh.admin.friendlink;

/** /admin/friendlink: the footer's friendly links with create, edit, enable, order and delete. */
export function FriendlinkPage() {
  const list = usePagedList(friendlinkEndpoints.list, "friendlink");
  const form = useEditing<FriendlinkRow>();
  const update = useApiMutation(friendlinkEndpoints.update);
  const remove = useApiMutation(friendlinkEndpoints.remove);

  const columns: TableColumnsType<FriendlinkRow> = [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    { title: t.name, dataIndex: "title" },
    {
      title: t.link,
      dataIndex: "link",
      ellipsis: true,
      render: (link: string) => (
        <a href={link} target="_blank" rel="noreferrer noopener">
          {link}
        </a>
      ),
    },
    { title: zh.admin.sort, dataIndex: "sort", width: 70 },
    enableColumn<FriendlinkRow>({ name: (f) => f.title, save: (f, enable) => update.call({ body: { id: f.id, enable } }) }),
    { title: zh.admin.description, dataIndex: "description", ellipsis: true, responsive: ["lg"] },
    { title: zh.admin.createdAt, dataIndex: "created_at", render: formatTime, responsive: ["xl"] },
    editDeleteColumn<FriendlinkRow>({ onEdit: form.edit, remove: (f) => remove.call({ query: { id: [f.id] } }) }),
  ];

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.name} width={240} />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => form.create()}>
        {t.create}
      </Button>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<FriendlinkRow>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        minWidth={800}
      />
      <FriendlinkFormModal editing={form} />
    </AdminPage>
  );
}
