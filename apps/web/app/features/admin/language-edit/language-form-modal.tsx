import { languageEndpoints } from "@wenku/contract";
import { Form, Input, InputNumber } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { LanguageRow } from "../languages/language-types";

const t = zh.adminDocuments.language;

/**
 * Renames a document language or changes its order. The code is shown but not editable: documents refer to their
 * language by code, so changing it would detach them.
 */
export function LanguageFormModal({ editing }: { editing: Editing<LanguageRow> }) {
  const record = editing.record;
  const update = useApiMutation(languageEndpoints.update);
  return (
    <FormModal<{ language: string; sort: number }>
      open={editing.open}
      title={t.edit}
      initialValues={{ language: record?.language, sort: record?.sort ?? 0 }}
      onClose={editing.close}
      doneMessage={zh.admin.updated}
      onSubmit={(values) => update.call({ body: { id: record!.id!, language: values.language.trim(), sort: values.sort ?? 0 } })}
    >
      <Form.Item label={t.code} extra={t.codeHelp} htmlFor="language-code">
        <Input id="language-code" value={record?.code} disabled />
      </Form.Item>
      <Form.Item name="language" label={t.name} rules={[{ required: true, whitespace: true, message: t.nameRequired }, { max: 50 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="sort" label={zh.admin.sort} extra={zh.admin.sortHelp}>
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
