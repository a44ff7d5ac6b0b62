import { permissionEndpoints, permissionMessages } from "@wenku/contract";
import { Form, Input, Typography } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { Permission } from "./permission-types";

type Values = { title: string; description: string };
const t = zh.admin.permission;

/** Edits what administrators read about a permission; its route and pages follow the code. */
export function PermissionFormModal({ editing }: { editing: Editing<Permission> }) {
  const p = editing.record;
  const update = useApiMutation(permissionEndpoints.update);
  return (
    <FormModal<Values>
      open={editing.open}
      title={t.edit}
      initialValues={{ title: p?.title, description: p?.description }}
      onSubmit={(values) => update.call({ body: { id: p!.id!, ...values, description: values.description ?? "" } })}
      onClose={editing.close}
      doneMessage={zh.admin.updated}
    >
      <Typography.Paragraph code copyable>{`${p?.method ?? ""} ${p?.path ?? ""}`}</Typography.Paragraph>
      <Form.Item name="title" label={t.name} rules={[{ required: true, message: permissionMessages.titleRequired }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="description" label={zh.admin.description}>
        <Input.TextArea rows={3} maxLength={255} />
      </Form.Item>
    </FormModal>
  );
}
