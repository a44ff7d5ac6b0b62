import { PlusOutlined } from "@ant-design/icons";
import { groupEndpoints } from "@wenku/contract";
import { Button, Input } from "antd";
import { useState } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import { groupColumns } from "./group-columns";
import { GroupFormModal } from "./group-form-modal";
import type { Group } from "./group-types";
import { PermissionDrawer } from "./permission-drawer";

const t = zh.admin.group;

/** /admin/user/group: the roles, their capabilities, and the permissions each grants. */
export function GroupListPage() {
  const list = usePagedList(groupEndpoints.list, "group");
  const form = useEditing<Group>();
  const [granting, setGranting] = useState<Group>();
  const remove = useApiMutation(groupEndpoints.remove);
  const columns = groupColumns({ edit: form.edit, grant: setGranting, remove: (g) => remove.call({ query: { id: [g.id] } }) });

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
      <AdminTable<Group> columns={columns} dataSource={list.items} loading={list.loading} pagination={list.pagination} minWidth={900} />
      <GroupFormModal editing={form} />
      <PermissionDrawer group={granting} onClose={() => setGranting(undefined)} />
    </AdminPage>
  );
}
