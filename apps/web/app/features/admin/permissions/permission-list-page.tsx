import { permissionEndpoints, permissionResourceOf } from "@wenku/contract";
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from "antd";
import { Fragment } from "react";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { formatTime } from "../../../shared/format";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import { adminMenu } from "../layout/admin-menu";
import { adminPageLabels } from "./page-labels";
import { methodColors, permissionMethods, type Permission } from "./permission-types";
import { PermissionFormModal } from "./permission-form-modal";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.admin.permission;
const pageLabels = adminPageLabels(adminMenu);
const resourceLabels: Record<string, string> = zh.admin.resources;

/**
 * /admin/user/permission: every protected route as the action it allows (its title, editable) and the admin pages it
 * unlocks, in Chinese; the internal name (an RPC or API path) in small type with a tooltip. Filterable.
 */
export function PermissionListPage() {
  const list = usePagedList(permissionEndpoints.list, "permission", { size: 20 });
  const form = useEditing<Permission>();

  const columns: TableColumnsType<Permission> = [
    { title: zh.admin.id, dataIndex: "id", width: 70, responsive: ["sm"] },
    {
      title: t.action,
      dataIndex: "title",
      width: 240,
      render: (title: string, p) => (
        <>
          <div data-testid="permission-name">{title || resourceLabels[permissionResourceOf(p)] || p.path}</div>
          <Tooltip title={`${p.method} ${p.path}`}>
            <Typography.Text type="secondary" style={{ fontFamily: "monospace", fontSize: 12, overflowWrap: "anywhere" }} data-testid="permission-internal">
              {p.path.split("/").map((part, i) => (
                // Breaks after a slash when the column is narrow: /api.v1.DocumentAPI/ | ListDocument.
                <Fragment key={i}>
                  {i > 0 && "/"}
                  {i > 0 && <wbr />}
                  {part}
                </Fragment>
              ))}
            </Typography.Text>
          </Tooltip>
        </>
      ),
    },
    {
      title: t.page,
      dataIndex: "pages",
      render: (pages: string[] | undefined, p) => {
        const resource = resourceLabels[permissionResourceOf(p)];
        if (!pages?.length) return <Typography.Text type="secondary" data-testid="permission-page">{resource ?? t.noPage}</Typography.Text>;
        return (
          <Space size={[4, 4]} wrap data-testid="permission-page">
            {pages.map((page) => (
              <Tag key={page} title={page} style={{ marginInlineEnd: 0 }}>{pageLabels.get(page) ?? page}</Tag>
            ))}
          </Space>
        );
      },
    },
    { title: t.method, dataIndex: "method", width: 90, responsive: ["xl"], render: (m: string) => <Tag color={methodColors[m]}>{m}</Tag> },
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
      <ListFilterSelect list={list} field="method" options={permissionMethods.map((m) => ({ value: m, label: m }))} label={t.allMethods} width={140} />
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<Permission>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        minWidth={720}
      />
      <PermissionFormModal editing={form} />
    </AdminPage>
  );
}
