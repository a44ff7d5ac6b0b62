import { Form, Input, Select, Switch } from "antd";
import { messages, userEndpoints, userMessages } from "@wenku/contract";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { Group } from "../groups/group-types";
import type { AdminUser } from "./user-types";

interface UserFormValues {
  username: string;
  email: string;
  password?: string;
  group_id: number[];
  is_vip?: boolean;
}

const t = zh.admin.user;

/** Creates a user (username, password, email, groups) or edits one (groups, optional new password). */
export function UserFormModal({ editing, groups }: { editing: Editing<AdminUser>; groups: Group[] }) {
  const record = editing.record;
  const create = useApiMutation(userEndpoints.create);
  const update = useApiMutation(userEndpoints.update);
  const groupOptions = groups.map((g) => ({ value: g.id, label: g.title }));
  const defaultGroups = groups.filter((g) => g.is_default).map((g) => g.id);

  const submit = (values: UserFormValues) =>
    editing.isNew
      ? create.call({ body: { username: values.username, email: values.email, password: values.password ?? "", group_id: values.group_id } })
      : update.call({ body: { id: record!.id!, group_id: values.group_id, password: values.password || undefined, is_vip: values.is_vip } });

  return (
    <FormModal<UserFormValues>
      open={editing.open}
      title={editing.isNew ? t.create : t.edit}
      initialValues={
        editing.isNew ? { group_id: defaultGroups } : { username: record?.username, email: record?.email, group_id: record?.group_id ?? [], is_vip: record?.is_vip ?? false }
      }
      onSubmit={submit}
      onClose={editing.close}
      doneMessage={editing.isNew ? zh.admin.created : zh.admin.updated}
    >
      <Form.Item name="username" label={t.username} rules={[{ required: true, message: messages.usernameRequired }]}>
        <Input disabled={!editing.isNew} autoComplete="off" />
      </Form.Item>
      {editing.isNew && (
        <Form.Item name="email" label={t.email} rules={[{ required: true, type: "email", message: messages.emailInvalid }]}>
          <Input autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item
        name="password"
        label={editing.isNew ? t.password : t.newPassword}
        extra={editing.isNew ? undefined : t.newPasswordHelp}
        rules={[
          { required: editing.isNew, message: userMessages.passwordRequired },
          { min: 6, message: t.passwordMin },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="group_id" label={t.groups} rules={[{ required: true, message: t.groupsRequired }]}>
        <Select mode="multiple" options={groupOptions} />
      </Form.Item>
      {!editing.isNew && (
        <Form.Item name="is_vip" label={t.vip} extra={t.vipHelp} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </FormModal>
  );
}
