import { downloadEndpoints, OrderType, vipEndpoints, type Order } from "@wenku/contract";
import { App, Button, Result } from "antd";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { useApiQuery } from "../../lib/api-query";
import { callApi } from "../../lib/call-api";
import { refreshSession, useSession } from "../../lib/session";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { documentHref } from "../../shared/document-href";
import { formatDate } from "./order-terms";

const t = zh.commerce;

/** The paid order: the new balance for a recharge, the period for VIP, a download button for a document. */
export function PaidResult({ order }: { order: Order }) {
  const settings = useSettings();
  const { user } = useSession();
  const vip = useApiQuery(vipEndpoints.ofOrder, { query: { order_no: order.order_no } }, { enabled: order.order_type === OrderType.buyVip }).data;

  useEffect(() => {
    void refreshSession();
  }, [order.order_no]);

  const links = [
    <Link key="orders" to="/me/order"><Button>{t.order.myOrders}</Button></Link>,
    <Link key="home" to="/"><Button>{t.order.home}</Button></Link>,
  ];

  if (order.order_type === OrderType.recharge) {
    return (
      <Result
        status="success"
        title={t.order.paidTitle}
        subTitle={
          <span data-testid="order-paid-balance">
            {t.order.rechargeDone(order.quantity, creditName(settings))}，{t.order.balanceNow(Number(user?.credit_count ?? 0), creditName(settings))}
          </span>
        }
        extra={links}
        data-testid="order-paid"
      />
    );
  }
  if (order.order_type === OrderType.buyVip) {
    return (
      <Result
        status="success"
        title={t.order.vipDone(t.vipPeriod[order.product_id] ?? "VIP")}
        subTitle={vip ? t.order.vipTerm(formatDate(vip.joined_at), formatDate(vip.expired_at)) : undefined}
        extra={[<Link key="vip" to="/me/vip"><Button type="primary">{t.order.myVip}</Button></Link>, ...links]}
        data-testid="order-paid"
      />
    );
  }
  return <DocumentPaid order={order} links={links} />;
}

function DocumentPaid({ order, links }: { order: Order; links: ReactNode[] }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      window.location.href = (await callApi(downloadEndpoints.document, { query: { id: order.product_id } })).url;
      void refreshSession();
    } catch (error) {
      void message.error(errorMessage(error, zh.document.downloadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Result
      status="success"
      title={t.order.paidTitle}
      subTitle={t.order.documentDone}
      extra={[
        <Button key="download" type="primary" loading={busy} onClick={() => void download()} data-testid="order-download">{t.order.download}</Button>,
        order.product_uuid ? <Link key="doc" to={documentHref({ uuid: order.product_uuid })}><Button>{t.order.viewDocument}</Button></Link> : null,
        ...links,
      ]}
      data-testid="order-paid"
    />
  );
}
