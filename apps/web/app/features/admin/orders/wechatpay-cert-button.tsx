import { SafetyCertificateOutlined } from "@ant-design/icons";
import { paymentEndpoints } from "@wenku/contract";
import { App, Button, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { callApi } from "../../../lib/call-api";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { holdsPermission } from "../../../shared/permissions";
import { useAction } from "../../../shared/use-action";

const t = zh.adminCommerce.wechatpayCert;

/** 获取平台证书 on /admin/config/pay: downloads WeChat Pay's platform certificate with the saved merchant settings. */
export function WechatpayCertButton() {
  const session = useSession();
  const { message } = App.useApp();
  const run = useAction();
  const [busy, setBusy] = useState(false);
  const [cert, setCert] = useState("");
  if (!holdsPermission(session, paymentEndpoints.wechatpayCert)) return null;

  const fetchCert = async () => {
    setBusy(true);
    await run(async () => setCert((await callApi(paymentEndpoints.wechatpayCert)).cert));
    setBusy(false);
  };
  const copy = () => navigator.clipboard.writeText(cert).then(() => void message.success(zh.adminCommerce.downloadCode.copied), () => undefined);

  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} loading={busy} onClick={() => void fetchCert()} data-testid="wechatpay-cert">{t.button}</Button>
      <Typography.Text type="secondary" style={{ alignSelf: "center" }}>{t.help}</Typography.Text>
      <Modal open={Boolean(cert)} title={t.title} onCancel={() => setCert("")} width={720} footer={[<Button key="copy" onClick={() => void copy()}>{t.copy}</Button>]} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t.paste}</Typography.Paragraph>
        <Input.TextArea value={cert} readOnly autoSize={{ minRows: 8, maxRows: 20 }} style={{ fontFamily: "monospace" }} data-testid="wechatpay-cert-text" />
      </Modal>
    </>
  );
}
