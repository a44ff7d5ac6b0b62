import { permissionMessages } from "@wenku/contract";
import { Form, Input, Typography } from "antd";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { permissionApi, type Permission } from "./permission-api";

type Values = { title: string; description: string };
const t = zh.admin.permission;

/** Edits what administrators read about a permission; its route and pages follow the code. */
export function PermissionFormModal({ editing, onSaved }: { editing: Editing<Permission>; onSaved: () => void }) {
  const p = editing.record;
  return (
    <FormModal<Values>
      open={editing.open}
      title={t.edit}
      initialValues={{ title: p?.title, description: p?.description }}
      onSubmit={async (values) => {
        await permissionApi.update({ id: p!.id!, ...values, description: values.description ?? "" });
        onSaved();
      }}
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
