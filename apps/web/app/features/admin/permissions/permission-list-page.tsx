import { permissionResourceOf } from "@wenku/contract";
import { Button, Select, Space, Tag, Typography, type TableColumnsType } from "antd";
import { Fragment } from "react";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { formatTime } from "../common/format";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import { adminMenu } from "../layout/admin-menu";
import { adminPageLabels } from "./page-labels";
import { methodColors, permissionMethods, permissionApi, type Permission } from "./permission-api";
import { PermissionFormModal } from "./permission-form-modal";

const t = zh.admin.permission;
const pageLabels = adminPageLabels(adminMenu);
const resourceLabels: Record<string, string> = zh.admin.resources;

/** /admin/user/permission: every protected route, filterable, with an editable title and description. */
export function PermissionListPage() {
  const list = usePagedList(permissionApi.listRoute, "permission", { size: 20 });
  const form = useEditing<Permission>();

  const columns: TableColumnsType<Permission> = [
    { title: zh.admin.id, dataIndex: "id", width: 70, responsive: ["sm"] },
    {
      title: t.name,
      dataIndex: "title",
      width: 180,
      render: (title: string, p) => {
        const resource = permissionResourceOf(p);
        return (
          <>
            <div data-testid="permission-name">{title || resourceLabels[resource] || resource}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{resourceLabels[resource] ?? resource}</Typography.Text>
          </>
        );
      },
    },
    { title: t.method, dataIndex: "method", width: 90, render: (m: string) => <Tag color={methodColors[m]}>{m}</Tag> },
    {
      title: t.path,
      dataIndex: "path",
      width: 260,
      render: (path: string) => (
        // Breaks after a slash when the column is narrow: /api.v1.DocumentAPI/ | ListDocument.
        <Typography.Text type="secondary" style={{ fontFamily: "monospace", fontSize: 12, overflowWrap: "anywhere" }}>
          {path.split("/").map((part, i) => (
            <Fragment key={i}>
              {i > 0 && "/"}
              {i > 0 && <wbr />}
              {part}
            </Fragment>
          ))}
        </Typography.Text>
      ),
    },
    {
      title: t.pages,
      dataIndex: "pages",
      responsive: ["lg"],
      render: (pages: string[] | undefined) => (
        <Space size={[4, 4]} wrap>
          {(pages ?? []).map((page) => (
            <Tag key={page} title={page} style={{ marginInlineEnd: 0 }}>{pageLabels.get(page) ?? page}</Tag>
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
