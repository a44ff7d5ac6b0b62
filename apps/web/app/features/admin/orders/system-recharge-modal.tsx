import { orderEndpoints } from "@wenku/contract";
import { Form, Input, InputNumber } from "antd";
import { useApiMutation } from "../../../lib/api-query";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import { UserSelect } from "../pickers/user-select";

const t = zh.adminCommerce.order;

interface Values {
  user_id: number;
  credit: number;
  remark: string;
}

/** 系统充值: an administrator grants (or, negative, takes back) credits; payment method 6 through the ledger. */
export function SystemRechargeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const credit = creditName(useSettings());
  const recharge = useApiMutation(orderEndpoints.systemRecharge);
  return (
    <FormModal<Values>
      open={open}
      title={t.systemRecharge}
      onClose={onClose}
      doneMessage={t.rechargeDone}
      onSubmit={(values) => recharge.call({ body: { user_id: values.user_id, credit: values.credit, remark: values.remark ?? "" } })}
    >
      <Form.Item name="user_id" label={t.rechargeUser} rules={[{ required: true, message: t.rechargeUserRequired }]}>
        <UserSelect placeholder={t.rechargeUser} />
      </Form.Item>
      <Form.Item name="credit" label={t.rechargeCredit(credit)} extra={t.systemRechargeHelp(credit)} rules={[{ required: true, message: t.rechargeCreditRequired(credit) }]}>
        <InputNumber precision={0} style={{ width: 200 }} data-testid="system-recharge-credit" />
      </Form.Item>
      <Form.Item name="remark" label={t.rechargeRemark}>
        <Input maxLength={255} />
      </Form.Item>
    </FormModal>
  );
}
