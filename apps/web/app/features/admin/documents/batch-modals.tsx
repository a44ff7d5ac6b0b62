import { documentEndpoints } from "@wenku/contract";
import { Form, Select, TreeSelect } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { DocumentOptions } from "./use-document-options";

const t = zh.adminDocuments.batch;

interface BatchModalProps {
  open: boolean;
  ids: number[];
  options: DocumentOptions;
  onClose: () => void;
  onSaved: () => void;
}

/** Replaces the categories of the selected documents. */
export function BatchCategoryModal({ open, ids, options, onClose, onSaved }: BatchModalProps) {
  const setCategory = useApiMutation(documentEndpoints.setCategory);
  return (
    <FormModal<{ category_id: number[] }>
      open={open}
      title={t.categoryTitle(ids.length)}
      onClose={onClose}
      doneMessage={zh.admin.updated}
      onSubmit={async (values) => {
        await setCategory.call({ body: { document_id: ids, category_id: values.category_id } });
        onSaved();
      }}
    >
      <Form.Item name="category_id" label={zh.adminDocuments.list.category} extra={t.categoryHelp} rules={[{ required: true, message: t.categoryRequired }]}>
        <TreeSelect multiple treeData={options.categoryTree} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: "title" }} />
      </Form.Item>
    </FormModal>
  );
}

/** Sets one language on the selected documents. */
export function BatchLanguageModal({ open, ids, options, onClose, onSaved }: BatchModalProps) {
  const setLanguage = useApiMutation(documentEndpoints.setLanguage);
  return (
    <FormModal<{ language: string }>
      open={open}
      title={t.languageTitle(ids.length)}
      onClose={onClose}
      doneMessage={zh.admin.updated}
      onSubmit={async (values) => {
        await setLanguage.call({ body: { document_id: ids, language: values.language } });
        onSaved();
      }}
    >
      <Form.Item name="language" label={zh.adminDocuments.list.language} rules={[{ required: true, message: t.languageRequired }]}>
        <Select options={options.languages} showSearch={{ optionFilterProp: "label" }} />
      </Form.Item>
    </FormModal>
  );
}
