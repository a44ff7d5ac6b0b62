import { App, Button, Input, Modal } from "antd";
import { zh } from "../../../locales/zh-CN";

const t = zh.adminCommerce.downloadCode;

/** The codes just generated, one a line, to copy and hand out. */
export function NewCodesModal({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const { message } = App.useApp();
  const text = codes.join("\n");
  const copy = () => navigator.clipboard.writeText(text).then(() => void message.success(t.copied), () => undefined);
  return (
    <Modal
      open={codes.length > 0}
      title={t.createdTitle}
      onCancel={onClose}
      footer={[
        <Button key="copy" onClick={() => void copy()}>{t.copyAll}</Button>,
        <Button key="ok" type="primary" onClick={onClose}>{zh.confirm}</Button>,
      ]}
      destroyOnHidden
    >
      <Input.TextArea value={text} readOnly autoSize={{ minRows: 4, maxRows: 16 }} data-testid="new-download-codes" />
    </Modal>
  );
}
