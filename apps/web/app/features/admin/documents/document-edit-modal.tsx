import { documentEndpoints } from "@wenku/contract";
import { Form, Modal, Spin } from "antd";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { useAction } from "../../../shared/use-action";
import type { Editing } from "../common/use-editing";
import { contentToEditorText, editorTextToContent } from "./content-pages";
import type { AdminDocument } from "./document-types";
import { DocumentEditFields, type DocumentFormValues } from "./document-edit-form";
import type { DocumentOptions } from "./use-document-options";

const t = zh.adminDocuments.edit;

/**
 * Edits one document, loaded with all of its extracted text. The text is sent back only when it was changed, as
 * saving it replaces what the converter extracted.
 */
export function DocumentEditModal({ editing, options }: { editing: Editing<AdminDocument>; options: DocumentOptions }) {
  const [form] = Form.useForm<DocumentFormValues>();
  const [saving, setSaving] = useState(false);
  const loadedText = useRef("");
  const run = useAction();
  const update = useApiMutation(documentEndpoints.update);
  const id = editing.record?.id;
  const { open, close } = editing;
  // One document with all of its extracted text, read afresh at each opening.
  const doc = useApiQuery(
    documentEndpoints.get,
    { query: { id: id ?? 0, with_all_content: true } },
    { enabled: open && !!id, keepPrevious: false, failure: zh.admin.failed },
  );
  // Whether this opening's read has come back (a cached copy is read again first); reset when the modal closes.
  const [read, setRead] = useState(false);
  if (!open && read) setRead(false);
  if (open && !read && !doc.loading && !doc.error && doc.data) setRead(true);
  const loading = open && !!id && !read;

  // The form takes the document's fields once per opening, when its read has come back.
  const filledFrom = useRef<unknown>(undefined);
  useLayoutEffect(() => {
    if (!read) {
      filledFrom.current = undefined;
      return;
    }
    if (filledFrom.current || !doc.data) return;
    filledFrom.current = doc.data;
    loadedText.current = contentToEditorText(doc.data.content, t.pageMarker);
    form.setFieldsValue({
      title: doc.data.title,
      keywords: doc.data.keywords,
      description: doc.data.description,
      price: doc.data.price,
      language: doc.data.language,
      category_id: doc.data.category_id,
      status: doc.data.status,
      content: loadedText.current,
    });
  }, [read, doc.data, form]);

  useEffect(() => {
    if (open && !read && doc.error && !doc.loading) close(); // the failure was shown as a message
  }, [open, read, doc.error, doc.loading, close]);

  const submit = async ({ content, ...values }: DocumentFormValues) => {
    if (!id) return;
    setSaving(true);
    const textChanged = content !== loadedText.current;
    const ok = await run(
      () => update.call({ body: { id, ...values, ...(textChanged ? { content: editorTextToContent(content, t.pageMarker) } : {}) } }),
      zh.admin.updated,
    );
    setSaving(false);
    if (ok) editing.close();
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
