import { CrownFilled, ShoppingCartOutlined } from "@ant-design/icons";
import { OrderStatus, OrderType } from "@wenku/contract";
import type { PageDocument } from "../document-loader";
import { Button, Typography } from "antd";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../../lib/session";
import { useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { orderHref } from "../../order/order-href";
import { useCreateOrder } from "../../order/use-create-order";
import { useInlineCreditPayment } from "../../order/use-inline-credit-payment";
import type { DocumentDownload } from "./use-download";
import { useSignInFirst } from "../../guards/use-sign-in-first";

const t = zh.commerce.vip;

/**
 * The commerce ways to a paid or VIP-only document beside the credit download: 购买下载 (an order paid with money or
 * a download code; an order that is already paid downloads at once) and, for a VIP-only document, 开通 VIP for
 * members who are not VIPs (a VIP's download button takes the VIP route, see use-download). With
 * `display.show_order` off, the order is paid with credits in a dialog instead of on the order page.
 */
export function PurchaseActions({ doc, download }: { doc: PageDocument; download: DocumentDownload }) {
  const settings = useSettings();
  const { user } = useSession();
  const navigate = useNavigate();
  const signInFirst = useSignInFirst();
  const { busy, create } = useCreateOrder();
  const inline = useInlineCreditPayment();
  const { payment } = settings;
  const showOrder = settings.display.show_order;
  const owner = Boolean(user && user.id === doc.user_id);
  // Without order pages, buying is paying with credits in a dialog.
  const canBuy = doc.price > 0 && !doc.is_vip && !owner && !download.bought &&
    (!showOrder || payment.enable_wechatpay || payment.enable_alipay || payment.enable_xunhupay || settings.download.enable_code_download);

  const buyNow = async () => {
    const order = await create({ order_type: OrderType.buyDocument, product_id: doc.id });
    if (!order) return;
    if (order.status === OrderStatus.paid || (!showOrder && (await inline.pay(order)))) void download.start();
    else if (showOrder) void navigate(orderHref(order.order_no));
  };
  const buy = () => signInFirst(() => void buyNow());

  return (
    <>
      {doc.is_vip && settings.vip.enable && !user?.is_vip && !owner && (
        <>
          <Typography.Text type="secondary" className="wk-download-hint">{t.vipOnlyHint}</Typography.Text>
          <Link to="/joinvip">
            <Button block size="large" icon={<CrownFilled style={{ color: "#faad14" }} />} data-testid="join-vip-button">{t.join}</Button>
          </Link>
        </>
      )}
      {canBuy && (
        <Button block size="large" icon={<ShoppingCartOutlined />} loading={busy} onClick={buy} data-testid="buy-document-button">
          {t.buyDocument}
        </Button>
      )}
      {inline.rechargeDialog}
    </>
  );
}
