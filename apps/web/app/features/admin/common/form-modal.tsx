import { Form, Modal } from "antd";
import { useState, type ReactNode } from "react";
import { busyLoading } from "./busy-loading";
import { useAction } from "../../../shared/use-action";

interface FormModalProps<V> {
  open: boolean;
  title: ReactNode;
  /** Values the form starts with; the form is rebuilt each time the modal opens. */
  initialValues?: Partial<V>;
  /** Resolves when saved; the modal then closes. The server's message shows on failure and the form stays. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Shown after a successful save. */
  doneMessage?: string;
  width?: number;
  children: ReactNode;
}

/** A modal holding one vertical form: OK validates and submits, errors keep it open. */
export function FormModal<V extends object>(props: FormModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const run = useAction();

  const submit = async (values: V) => {
    setSaving(true);
    const ok = await run(() => props.onSubmit(values), props.doneMessage);
    setSaving(false);
    if (ok) props.onClose();
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      width={props.width ?? 560}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      okButtonProps={{ loading: busyLoading(saving) }}
      destroyOnHidden
    >
      <Form<V> form={form} layout="vertical" initialValues={props.initialValues} onFinish={submit} preserve={false}>
        {props.children}
      </Form>
    </Modal>
  );
}
