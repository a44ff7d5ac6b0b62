import { Alert, Form, Input } from "antd";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import { orderAdminApi, type Order } from "./order-admin-api";

const t = zh.adminCommerce.order;

/** Marks a paid order as refunded outside the site (PUT /api/v1/order/refund), with a remark. */
export function RefundModal({ order, onClose, onSaved }: { order: Order | undefined; onClose: () => void; onSaved: () => void }) {
  return (
    <FormModal<{ remark: string }>
      open={Boolean(order)}
      title={order ? t.refundTitle(order.order_no) : ""}
      onClose={onClose}
      doneMessage={t.refundDone}
      onSubmit={async ({ remark }) => {
        if (!order) return;
        await orderAdminApi.refund(order.order_no, remark ?? "");
        onSaved();
      }}
    >
      <Alert type="info" showIcon title={t.refundHelp} style={{ marginBottom: 16 }} />
      <Form.Item name="remark" label={t.refundRemark}>
        <Input.TextArea rows={3} maxLength={255} showCount />
      </Form.Item>
    </FormModal>
  );
}
