import { downloadCodeEndpoints } from "@wenku/contract";
import { Form, Input, InputNumber } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";

const t = zh.adminCommerce.downloadCode;

/** Generates `count` single-use codes with a remark; `onCreated` receives the new codes. */
export function CreateCodesModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (codes: string[]) => void }) {
  const create = useApiMutation(downloadCodeEndpoints.create);
  return (
    <FormModal<{ count: number; remark: string }>
      open={open}
      title={t.create}
      initialValues={{ count: 10 }}
      onClose={onClose}
      onSubmit={async ({ count, remark }) => onCreated((await create.call({ body: { count, remark: remark ?? "" } })).code)}
    >
      <Form.Item name="count" label={t.count} rules={[{ required: true, message: t.countRequired }]}>
        <InputNumber min={1} max={1000} precision={0} style={{ width: 200 }} data-testid="download-code-count" />
      </Form.Item>
      <Form.Item name="remark" label={t.remark}>
        <Input maxLength={255} />
      </Form.Item>
    </FormModal>
  );
}
