import { Form, Modal, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { zh } from "../../../locales/zh-CN";
import { useAction } from "../../../shared/use-action";
import type { Editing } from "../common/use-editing";
import { contentToEditorText, editorTextToContent } from "./content-pages";
import { documentApi, type AdminDocument } from "./document-api";
import { DocumentEditFields, type DocumentFormValues } from "./document-edit-form";
import type { DocumentOptions } from "./use-document-options";

const t = zh.adminDocuments.edit;

/**
 * Edits one document, loaded with all of its extracted text. The text is sent back only when it was changed, as
 * saving it replaces what the converter extracted.
 */
export function DocumentEditModal({ editing, options, onSaved }: { editing: Editing<AdminDocument>; options: DocumentOptions; onSaved: () => void }) {
  const [form] = Form.useForm<DocumentFormValues>();
  const [saving, setSaving] = useState(false);
  const loadedText = useRef("");
  const run = useAction();
  const id = editing.record?.id;
  const { open, close } = editing;
  // Loading from each opening until the document's fields are in the form.
  const [loadedFor, setLoadedFor] = useState<number>();
  if (!open && loadedFor !== undefined) setLoadedFor(undefined);
  const loading = open && !!id && loadedFor !== id;

  useEffect(() => {
    if (!open || !id) return;
    const controller = new AbortController();
    void run(async () => {
      const doc = await documentApi.get(id, controller.signal);
      if (controller.signal.aborted) return;
      loadedText.current = contentToEditorText(doc.content ?? "", t.pageMarker);
      form.setFieldsValue({
        title: doc.title ?? "",
        keywords: doc.keywords ?? "",
        description: doc.description ?? "",
        price: doc.price ?? 0,
        language: doc.language ?? "",
        category_id: doc.category_id ?? [],
        status: doc.status ?? 0,
        content: loadedText.current,
      });
    }).then((ok) => {
      if (!controller.signal.aborted) setLoadedFor(id);
      if (!ok && !controller.signal.aborted) close();
    });
    return () => controller.abort();
  }, [open, id, close, form, run]);

  const submit = async ({ content, ...values }: DocumentFormValues) => {
    if (!id) return;
    setSaving(true);
    const textChanged = content !== loadedText.current;
    const ok = await run(
      () => documentApi.update({ id, ...values, ...(textChanged ? { content: editorTextToContent(content, t.pageMarker) } : {}) }),
      zh.admin.updated,
    );
    setSaving(false);
    if (ok) {
      editing.close();
      onSaved();
    }
  };

  return (
    <Modal
      open={editing.open}
      title={t.title(editing.record?.title ?? "")}
      width={820}
      onOk={() => form.submit()}
      onCancel={editing.close}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        <Form<DocumentFormValues> form={form} layout="vertical" onFinish={submit} preserve={false}>
          <DocumentEditFields options={options} />
        </Form>
      </Spin>
    </Modal>
  );
}
