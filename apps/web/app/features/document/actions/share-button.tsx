import { ShareAltOutlined } from "@ant-design/icons";
import type { PageDocument } from "../document-loader";
import { App, Button, Input, Modal, Space } from "antd";
import QRCode from "qrcode";
import { useState } from "react";
import { useOpenedOnce } from "../../../lib/use-opened-once";
import { zh } from "../../../locales/zh-CN";
import { documentHref } from "../../../shared/document-href";

const qrSize = 200;

/** 分享: the document's address as a QR code to scan and as a link to copy. */
export function ShareButton({ doc }: { doc: PageDocument }) {
  const { message } = App.useApp();
  const [link, setLink] = useState("");
  const [qr, setQr] = useState("");
  const opened = useOpenedOnce(Boolean(link));

  const open = () => {
    const url = window.location.origin + documentHref(doc);
    setLink(url);
    QRCode.toDataURL(url, { width: qrSize, margin: 1 }).then(setQr, () => setQr(""));
  };

  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => void message.success(zh.document.linkCopied),
      () => void message.error(zh.document.copyFailed),
    );
  };

  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={open} data-testid="share-button">{zh.document.share}</Button>
      {opened && <Modal open={Boolean(link)} title={zh.document.shareTitle} footer={null} onCancel={() => setLink("")} width={360} destroyOnHidden>
        <div className="wk-share" data-testid="share-dialog">
          {qr && <img src={qr} width={qrSize} height={qrSize} alt={doc.title} data-testid="share-qrcode" />}
          <div className="wk-muted">{zh.document.shareScan}</div>
          <Space.Compact block>
            <Input value={link} readOnly aria-label={zh.document.share} />
            <Button type="primary" onClick={copy}>{zh.document.copyLink}</Button>
          </Space.Compact>
        </div>
      </Modal>}
    </>
  );
}
