import { AlipayCircleOutlined, KeyOutlined, PayCircleOutlined, WalletOutlined, WechatOutlined } from "@ant-design/icons";
import { orderEndpoints, OrderStatus, OrderType, PaymentType, type Order } from "@wenku/contract";
import { Alert, App, Button, Flex, Radio, Space, Typography } from "antd";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { errorMessage } from "../../lib/api-client";
import { useApiMutation } from "../../lib/api-query";
import { readSession } from "../../lib/session-store";
import { refreshSession, useSession } from "../../lib/session";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { useIsMobile } from "../../shared/use-media-query";
import { DownloadCodeField } from "./download-code-field";
import { GatewayQr } from "./gateway-qr";
import { paymentLabel } from "./order-terms";
import { paymentChoices } from "./payment-choices";
import { useShortfallNotice } from "./use-shortfall-notice";
import { inWechatBrowser, invokeWechatPay, takeReturnedCode, wechatAuthorizeUrl } from "./wechat-jsapi";

const t = zh.commerce;

const icons: Record<number, ReactNode> = {
  [PaymentType.wechat]: <WechatOutlined style={{ color: "#09bb07" }} />,
  [PaymentType.alipay]: <AlipayCircleOutlined style={{ color: "#1677ff" }} />,
  [PaymentType.hupijiao]: <PayCircleOutlined style={{ color: "#fa8c16" }} />,
  [PaymentType.credits]: <WalletOutlined style={{ color: "#faad14" }} />,
  [PaymentType.downloadCode]: <KeyOutlined />,
};

/**
 * The payment choice of a pending order and the payment itself: credits and download codes settle at once;
 * WeChat Native shows a QR code of the gateway's code_url; Alipay, 虎皮椒 and WeChat H5 (phones) open the
 * gateway's page; inside the WeChat browser WeChat Pay goes through the official account's OAuth code and
 * WeixinJSBridge (wechat-jsapi.ts). `onPaid` runs when the order is paid. Credits show the balance after paying and are confirmed
 * once; a balance too low shows the shortfall instead, with the ways to get credits the site has on.
 */
export function PaymentPanel({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const { message, modal } = App.useApp();
  const settings = useSettings();
  const { user } = useSession();
  const mobile = useIsMobile();
  const credit = creditName(settings);
  const choices = paymentChoices(order, settings, (type) => paymentLabel(type, settings));
  const balance = Number(user?.credit_count ?? 0);
  const shortfall = Math.max(0, order.amount - balance);
  const shortfallNotice = useShortfallNotice();
  const firstPayable = choices.find((choice) => choice.type !== PaymentType.credits || shortfall === 0) ?? choices[0];
  const [type, setType] = useState<number | undefined>(firstPayable?.type);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const { call: payOrder } = useApiMutation(orderEndpoints.pay);
  const [qrUrl, setQrUrl] = useState("");
  const jsapiAppId = settings.payment.official_account_appid;
  const returnedFromWechat = useRef(false);

  const send = async (payType = type, wechatCode = "") => {
    if (payType === undefined) return;
    if (payType === PaymentType.wechat && jsapiAppId && inWechatBrowser() && !wechatCode) {
      void message.loading(t.order.wechatAuthorizing);
      return window.location.assign(wechatAuthorizeUrl(jsapiAppId, window.location.href));
    }
    setBusy(true);
    try {
      const reply = await payOrder({ body: { order_no: order.order_no, payment_type: payType, downcode: code.trim(), is_wap: mobile, code: wechatCode } });
      if (reply.order_status === OrderStatus.paid) {
        if (payType === PaymentType.credits) {
          await refreshSession();
          void message.success(t.order.paidWithCredits(order.amount, Number(readSession().user?.credit_count ?? 0), credit));
        }
        return onPaid();
      }
      if (reply.extra?.mode === "jsapi") {
        const outcome = await invokeWechatPay(reply.extra);
        if (outcome === "ok") return onPaid();
        if (outcome === "cancel") return void message.info(t.order.wechatPayCancelled);
        return void message.error(t.order.payFailed);
      }
      if (!reply.payment_url) return;
      if (payType === PaymentType.wechat && !mobile) setQrUrl(reply.payment_url);
      else {
        void message.loading(t.order.redirecting);
        window.location.assign(reply.payment_url);
      }
    } catch (error) {
      void message.error(errorMessage(error, t.order.payFailed));
    } finally {
      setBusy(false);
    }
  };

  const pay = () => {
    if (type === PaymentType.downloadCode && !code.trim()) return void message.warning(t.order.downloadCodeRequired);
    if (type !== PaymentType.credits) return void send();
    modal.confirm({
      title: t.order.confirmCredits(order.amount, credit),
      content: <span data-testid="credit-pay-confirm">{t.order.balanceAfter(balance, balance - order.amount, credit)}</span>,
      onOk: () => send(),
    });
  };

  const choose = (next: number) => {
    setType(next);
    setQrUrl("");
  };

  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  // Back from the official account's OAuth (?code=…&state=wxpay): pay with WeChat at once, the code used once.
  useEffect(() => {
    if (returnedFromWechat.current || !jsapiAppId || !inWechatBrowser()) return;
    returnedFromWechat.current = true;
    const wechatCode = takeReturnedCode();
    if (!wechatCode) return;
    void Promise.resolve().then(() => {
      setType(PaymentType.wechat);
      return latestSend.current(PaymentType.wechat, wechatCode);
    });
  }, [jsapiAppId]);

  if (choices.length === 0) return <Alert type="warning" showIcon title={t.order.noMethod} />;

  return (
    <Space orientation="vertical" size="middle" style={{ width: "100%" }} data-testid="payment-panel">
      <Typography.Title level={5} style={{ margin: 0 }}>{t.order.chooseMethod}</Typography.Title>
      <Radio.Group value={type} onChange={(e) => choose(e.target.value as number)} data-testid="payment-methods">
        <Flex wrap gap={8}>
          {choices.map((choice) => (
            <Radio.Button key={choice.type} value={choice.type}>
              <span data-payment-type={choice.type}>{icons[choice.type]} {choice.label}</span>
            </Radio.Button>
          ))}
        </Flex>
      </Radio.Group>
      {type === PaymentType.credits && (
        <Flex wrap gap={8} align="center" data-testid="credit-pay-balance">
          <Typography.Text type={shortfall > 0 ? "danger" : "secondary"}>
            {t.order.payWithCredits(order.amount, credit)} · {t.order.creditBalance(balance, credit)}
            {shortfall > 0 && ` · ${t.order.creditsShort(shortfall, credit)}`}
          </Typography.Text>
          {shortfall > 0 && (
            <Button
              size="small"
              onClick={() =>
                shortfallNotice.notifyShortfall({
                  shortfall,
                  detail: zh.creditWays.priceAndBalance(order.amount, balance, credit),
                  price: order.price,
                  payWithCode: choices.some((choice) => choice.type === PaymentType.downloadCode) ? () => choose(PaymentType.downloadCode) : undefined,
                  buyingVip: order.order_type === OrderType.buyVip,
                })
              }
              data-testid="credit-pay-ways"
            >
              {t.order.howToGetCredits(credit)}
            </Button>
          )}
        </Flex>
      )}
      {type === PaymentType.downloadCode && <DownloadCodeField value={code} onChange={setCode} />}
      {qrUrl ? (
        <GatewayQr url={qrUrl} amount={t.yuan(order.amount_fen)} />
      ) : (
        <Button type="primary" size="large" loading={busy} disabled={type === PaymentType.credits && shortfall > 0} onClick={pay} data-testid="order-pay">
          {t.order.pay}
        </Button>
      )}
      {shortfallNotice.rechargeDialog}
    </Space>
  );
}
