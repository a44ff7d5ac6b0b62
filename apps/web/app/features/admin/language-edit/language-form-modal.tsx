import { Form, Input, InputNumber } from "antd";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { languageApi, type LanguageRow } from "../languages/language-api";

const t = zh.adminDocuments.language;

/**
 * Renames a document language or changes its order. The code is shown but not editable: documents refer to their
 * language by code, so changing it would detach them.
 */
export function LanguageFormModal({ editing, onSaved }: { editing: Editing<LanguageRow>; onSaved: () => void }) {
  const record = editing.record;
  return (
    <FormModal<{ language: string; sort: number }>
      open={editing.open}
      title={t.edit}
      initialValues={{ language: record?.language, sort: record?.sort ?? 0 }}
      onClose={editing.close}
      doneMessage={zh.admin.updated}
      onSubmit={async (values) => {
        await languageApi.update({ id: record!.id, language: values.language.trim(), sort: values.sort ?? 0 });
        onSaved();
      }}
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
