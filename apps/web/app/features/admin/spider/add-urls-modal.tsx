import { spiderUrlEndpoints } from "@wenku/contract";
import { Alert, Form, Input } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";

const t = zh.adminSpider.url;

interface AddUrlsModalProps {
  open: boolean;
  onClose: () => void;
}

/** Adds pages to collect, one address a line. */
export function AddUrlsModal({ open, onClose }: AddUrlsModalProps) {
  const addUrls = useApiMutation(spiderUrlEndpoints.create);
  return (
    <FormModal<{ url: string }>
      open={open}
      title={t.addTitle}
      onClose={onClose}
      doneMessage={t.added}
      onSubmit={(values) => addUrls.call({ body: { url: values.url.split(/\r?\n/).map((line) => line.trim()).filter(Boolean) } })}
    >
      <Alert type="info" showIcon title={t.hostsHelp} style={{ marginBottom: 16 }} />
      <Form.Item name="url" label={t.urls} extra={t.urlsHelp} rules={[{ required: true, whitespace: true, message: t.urlsRequired }]}>
        <Input.TextArea rows={6} placeholder={t.urlsPlaceholder} />
      </Form.Item>
    </FormModal>
  );
}
