import { PlusOutlined } from "@ant-design/icons";
import { groupEndpoints, userEndpoints, type Group } from "@wenku/contract";
import { Button } from "antd";
import { useMemo } from "react";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { KeywordSearch } from "../common/keyword-search";
import { useEditing } from "../common/use-editing";
import { usePagedList } from "../common/use-paged-list";
import { DeleteUserModal } from "./delete-user-modal";
import { ResetPasswordModal } from "./reset-password-modal";
import { userColumns } from "./user-columns";
import { UserStatus, type AdminUser } from "./user-types";
import { UserFormModal } from "./user-form-modal";
import { ListFilterSelect } from "../common/list-filter-select";

const t = zh.admin.user;
const noGroups: Group[] = [];

/** /admin/user/list: search, filter by group, create, edit, disable, reset password and delete users. */
export function UserListPage() {
  const list = usePagedList(userEndpoints.list, "user");
  // Every group, for the filter and the form.
  const groups = useApiQuery(groupEndpoints.list, { query: { page: 1, size: 1000 } }).data?.group ?? noGroups;
  const groupMap = useMemo(() => new Map(groups.map((g) => [g.id, g])), [groups]);
  const form = useEditing<AdminUser>();
  const reset = useEditing<AdminUser>();
  const removal = useEditing<AdminUser>();
  const disable = useApiMutation(userEndpoints.update, { done: t.disabledDone });
  const enable = useApiMutation(userEndpoints.update, { done: t.enabledDone });

  const columns = userColumns(groupMap, {
    edit: form.edit,
    resetPassword: reset.edit,
    remove: removal.edit,
    async setDisabled(user, disabled) {
      const status = disabled ? UserStatus.disabled : UserStatus.normal;
      await (disabled ? disable : enable).run({ body: { id: user.id, group_id: user.group_id ?? [], status } });
    },
  });

  const toolbar = (
    <>
      <KeywordSearch list={list} placeholder={t.searchPlaceholder} />
      <ListFilterSelect list={list} field="group_id" options={groups.map((g) => ({ value: g.id, label: g.title }))} label={t.groupFilter} width={160} />
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
      <UserFormModal editing={form} groups={groups} />
      <ResetPasswordModal editing={reset} />
      <DeleteUserModal editing={removal} />
    </AdminPage>
  );
}
