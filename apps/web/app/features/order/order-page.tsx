import { OrderStatus } from "@wenku/contract";
import { App, Button, Card, Result, Space, Spin } from "antd";
import { Link, useSearchParams } from "react-router";
import { useRequireLogin } from "../guards/use-require-login";
import { zh } from "../../locales/zh-CN";
import { PaidResult } from "./paid-result";
import { OrderSummary } from "./order-summary";
import { PaymentPanel } from "./payment-panel";
import { useOrder } from "./use-order";
import "./order.css";

const t = zh.commerce.order;

/** /order?order_no=…: the order, the payment choice while pending, then the paid or closed view (spec §2). */
export function OrderPage() {
  const session = useRequireLogin();
  const [params] = useSearchParams();
  const orderNo = params.get("order_no") ?? "";
  const state = useOrder(orderNo, Boolean(session));
  const { modal } = App.useApp();

  if (!session) return <Spin className="wk-order-loading" size="large" />;
  if (!orderNo) return <Result status="404" title={t.missing} />;
  const order = state.order;
  if (!order && !state.error) return <Spin className="wk-order-loading" size="large" />;
  if (!order) return <Result status="404" title={state.error} extra={<Link to="/me/order"><Button>{t.myOrders}</Button></Link>} />;

  const cancel = () => modal.confirm({ title: t.cancelConfirm, onOk: state.close });

  return (
    <div className="wk-order" data-testid="order-page" data-order-status={order.status}>
      <Card title={t.title}>
        <Space orientation="vertical" size="large" style={{ width: "100%" }}>
          <OrderSummary order={order} onExpired={() => void state.close()} />
          {order.status === OrderStatus.pending && (
            <>
              <PaymentPanel key={order.order_no} order={order} onPaid={() => void state.reload()} />
              <Button type="link" danger onClick={cancel} style={{ paddingInline: 0 }} data-testid="order-cancel">{t.cancel}</Button>
            </>
          )}
          {order.status === OrderStatus.paid && <PaidResult order={order} />}
          {order.status === OrderStatus.closed && (
            <Result
              status="warning"
              title={t.closedTitle}
              subTitle={t.closedSub}
              extra={[<Link key="orders" to="/me/order"><Button>{t.myOrders}</Button></Link>, <Link key="home" to="/"><Button>{t.home}</Button></Link>]}
              data-testid="order-closed"
            />
          )}
        </Space>
      </Card>
    </div>
  );
}
