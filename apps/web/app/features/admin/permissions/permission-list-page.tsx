import { Button, Select, Space, Tag, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { formatTime } from "../common/format";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import { methodColors, permissionMethods, permissionApi, type Permission } from "./permission-api";
import { PermissionFormModal } from "./permission-form-modal";

const t = zh.admin.permission;

/** /admin/user/permission: every protected route, filterable, with an editable title and description. */
export function PermissionListPage() {
  const list = usePagedList(permissionApi.listRoute, "permission", { size: 20 });
  const form = useEditing<Permission>();

  const columns: TableColumnsType<Permission> = [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    { title: t.name, dataIndex: "title", width: 160 },
    { title: t.method, dataIndex: "method", width: 90, render: (m: string) => <Tag color={methodColors[m]}>{m}</Tag> },
    { title: t.path, dataIndex: "path", width: 280, render: (path: string) => <code style={{ whiteSpace: "nowrap" }}>{path}</code> },
    {
      title: t.pages,
      dataIndex: "pages",
      responsive: ["lg"],
      render: (pages: string[] | undefined) => (
        <Space size={[4, 4]} wrap>
          {(pages ?? []).map((page) => (
            <Tag key={page}>{page}</Tag>
          ))}
        </Space>
      ),
    },
    { title: zh.admin.description, dataIndex: "description", ellipsis: true, responsive: ["xxl"] },
    { title: zh.admin.updatedAt, dataIndex: "updated_at", render: formatTime, responsive: ["xxl"] },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 80,
      render: (_, p) => (
        <Button type="link" size="small" onClick={() => form.edit(p)}>
          {zh.edit}
        </Button>
      ),
    },
  ];

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} />
      <Select
        allowClear
        placeholder={t.allMethods}
        style={{ width: 140 }}
        options={permissionMethods.map((m) => ({ value: m, label: m }))}
        onChange={(method?: string) => list.search({ ...list.filter, method: method === undefined ? undefined : [method] })}
      />
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<Permission>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        minWidth={900}
      />
      <PermissionFormModal editing={form} onSaved={list.reload} />
    </AdminPage>
  );
}
