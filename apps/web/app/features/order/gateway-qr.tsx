import { WechatOutlined } from "@ant-design/icons";
import { Flex, QRCode, Typography } from "antd";
import { zh } from "../../locales/zh-CN";
import { palette } from "../../lib/theme";

const t = zh.commerce.order;

/** WeChat Pay Native: the code_url as a QR code to scan with WeChat; the page polls until the payment lands. */
export function GatewayQr({ url, amount }: { url: string; amount: string }) {
  return (
    <Flex vertical align="center" gap={8} className="wk-order-qr" data-testid="order-qr" data-payment-url={url}>
      <QRCode value={url} size={200} />
      <Typography.Text strong style={{ color: palette.emphasis, fontSize: 18 }}>{amount}</Typography.Text>
      <Typography.Text><WechatOutlined style={{ color: "#09bb07" }} /> {t.wechatScan}</Typography.Text>
      <Typography.Text type="secondary">{t.waiting}</Typography.Text>
    </Flex>
  );
}
