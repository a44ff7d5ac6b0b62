import { orderEndpoints } from "@wenku/contract";
import { Alert, Form, Input } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Order } from "./order-types";

const t = zh.adminCommerce.order;

/** Marks a paid order as refunded outside the site (PUT /api/v1/order/refund), with a remark. */
export function RefundModal({ order, onClose }: { order: Order | undefined; onClose: () => void }) {
  const refund = useApiMutation(orderEndpoints.refund);
  return (
    <FormModal<{ remark: string }>
      open={Boolean(order)}
      title={order ? t.refundTitle(order.order_no) : ""}
      onClose={onClose}
      doneMessage={t.refundDone}
      onSubmit={async ({ remark }) => {
        if (order) await refund.call({ body: { order_no: order.order_no, remark: remark ?? "" } });
      }}
    >
      <Alert type="info" showIcon title={t.refundHelp} style={{ marginBottom: 16 }} />
      <Form.Item name="remark" label={t.refundRemark}>
        <Input.TextArea rows={3} maxLength={255} showCount />
      </Form.Item>
    </FormModal>
  );
}
