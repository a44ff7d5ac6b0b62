import { PlusOutlined } from "@ant-design/icons";
import { Button, Select } from "antd";
import { useMemo } from "react";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { useAction } from "../../../shared/use-action";
import { useEditing } from "../common/use-editing";
import { useLoad } from "../../../shared/use-load";
import { usePagedList } from "../common/use-paged-list";
import { groupApi, type Group } from "../groups/group-api";
import { DeleteUserModal } from "./delete-user-modal";
import { ResetPasswordModal } from "./reset-password-modal";
import { userColumns } from "./user-columns";
import { userApi, UserStatus, type AdminUser } from "./user-api";
import { UserFormModal } from "./user-form-modal";

const t = zh.admin.user;

/** /admin/user/list: search, filter by group, create, edit, disable, reset password and delete users. */
export function UserListPage() {
  const list = usePagedList(userApi.listRoute, "user");
  const groups = useLoad(async (signal) => (await groupApi.all(signal)).group ?? [], [] as Group[], "groups");
  const groupMap = useMemo(() => new Map(groups.data.map((g) => [g.id, g])), [groups.data]);
  const form = useEditing<AdminUser>();
  const reset = useEditing<AdminUser>();
  const removal = useEditing<AdminUser>();
  const run = useAction();

  const columns = userColumns(groupMap, {
    edit: form.edit,
    resetPassword: reset.edit,
    remove: removal.edit,
    async setDisabled(user, disabled) {
      const status = disabled ? UserStatus.disabled : UserStatus.normal;
      const ok = await run(
        () => userApi.update({ id: user.id, group_id: user.group_id ?? [], status }),
        disabled ? t.disabledDone : t.enabledDone,
      );
      if (ok) list.reload();
    },
  });

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} />
      <Select
        allowClear
        placeholder={t.groupFilter}
        aria-label={t.groupFilter}
        style={{ width: 160 }}
        options={groups.data.map((g) => ({ value: g.id, label: g.title }))}
        onChange={(groupId?: number) => list.search({ ...list.filter, group_id: groupId === undefined ? undefined : [groupId] })}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => form.create()}>
        {t.create}
      </Button>
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<AdminUser>
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        minWidth={1000}
      />
      <UserFormModal editing={form} groups={groups.data} onSaved={list.reload} />
      <ResetPasswordModal editing={reset} />
      <DeleteUserModal editing={removal} onDeleted={list.reload} />
    </AdminPage>
  );
}
