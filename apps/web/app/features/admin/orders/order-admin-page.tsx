import { PlusOutlined } from "@ant-design/icons";
import { orderEndpoints } from "@wenku/contract";
import { App, Button } from "antd";
import { useState } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { useSession } from "../../../lib/session";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { AdminPage } from "../common/admin-page";
import { AdminTable } from "../common/admin-table";
import { holdsPermission } from "../../../shared/permissions";
import { usePagedList } from "../common/use-paged-list";
import { orderColumns } from "./order-columns";
import { OrderDetailDrawer } from "./order-detail-drawer";
import { OrderFilters } from "./order-filters";
import type { Order } from "./order-types";
import { RefundModal } from "./refund-modal";
import { SystemRechargeModal } from "./system-recharge-modal";

const t = zh.adminCommerce.order;

/** /admin/order: every order with filters, the detail drawer, close, the refund mark and 系统充值. */
export function OrderAdminPage() {
  const session = useSession();
  const credit = creditName(useSettings());
  const { modal } = App.useApp();
  const list = usePagedList(orderEndpoints.list, "order");
  const close = useApiMutation(orderEndpoints.adminClose, { done: t.closed });
  const [detail, setDetail] = useState<Order>();
  const [refunding, setRefunding] = useState<Order>();
  const [recharging, setRecharging] = useState(false);

  const columns = orderColumns({
    credit,
    canClose: holdsPermission(session, orderEndpoints.adminClose),
    canRefund: holdsPermission(session, orderEndpoints.refund),
    onDetail: setDetail,
    onRefund: setRefunding,
    onClose: (order) => {
      modal.confirm({
        title: t.closeConfirm(order.order_no),
        okButtonProps: { danger: true },
        onOk: () => close.run({ body: { order_no: order.order_no } }),
      });
    },
  });

  const toolbar = (
    <>
      <OrderFilters list={list} />
      {holdsPermission(session, orderEndpoints.systemRecharge) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setRecharging(true)} data-testid="system-recharge">
          {t.systemRecharge}
        </Button>
      )}
    </>
  );

  return (
    <AdminPage title={t.title} toolbar={toolbar}>
      <AdminTable<Order> columns={columns} dataSource={list.items} loading={list.loading} pagination={list.pagination} minWidth={1300} data-testid="admin-orders" />
      <OrderDetailDrawer order={detail} onClose={() => setDetail(undefined)} />
      <RefundModal order={refunding} onClose={() => setRefunding(undefined)} />
      <SystemRechargeModal open={recharging} onClose={() => setRecharging(false)} />
    </AdminPage>
  );
}
