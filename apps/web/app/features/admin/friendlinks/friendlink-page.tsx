import { PlusOutlined } from "@ant-design/icons";
import { Button, Input, Space, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { DeleteButton } from "../common/delete-button";
import { EnableSwitch } from "../common/enable-switch";
import { formatTime } from "../common/format";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import { friendlinkApi, type Friendlink } from "./friendlink-api";
import { FriendlinkFormModal } from "./friendlink-form-modal";

const t = zh.admin.friendlink;

/** /admin/friendlink: the footer's friendly links with create, edit, enable, order and delete. */
export function FriendlinkPage() {
  const list = usePagedList<Friendlink, { wd?: string }>(friendlinkApi.listPath, "friendlink");
  const form = useEditing<Friendlink>();

  const columns: TableColumnsType<Friendlink> = [
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
    {
      title: zh.admin.enable,
      dataIndex: "enable",
      width: 70,
      render: (enable: boolean, f) => (
        <EnableSwitch
          checked={enable}
          label={`${zh.admin.enable} ${f.title}`}
          onToggle={(next) => friendlinkApi.update({ id: f.id, enable: next })}
          onSaved={list.reload}
        />
      ),
    },
    { title: zh.admin.description, dataIndex: "description", ellipsis: true, responsive: ["lg"] },
    { title: zh.admin.createdAt, dataIndex: "created_at", render: formatTime, responsive: ["xl"] },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 130,
      render: (_, f) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => form.edit(f)}>
            {zh.edit}
          </Button>
          <DeleteButton onDelete={() => friendlinkApi.remove(f.id)} onDeleted={list.reload} />
        </Space>
      ),
    },
  ];

  const toolbar = (
    <>
      <Input.Search allowClear style={{ width: 240 }} placeholder={t.name} onSearch={(wd) => list.search({ wd: wd.trim() || undefined })} />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => form.create()}>
        {t.create}
      </Button>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<Friendlink>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        minWidth={800}
      />
      <FriendlinkFormModal editing={form} onSaved={list.reload} />
    </AdminPage>
  );
}
