import { Form, Input, InputNumber } from "antd";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import { UserSelect } from "../pickers/user-select";
import { orderAdminApi } from "./order-admin-api";

const t = zh.adminCommerce.order;

interface Values {
  user_id: number;
  credit: number;
  remark: string;
}

/** 系统充值: an administrator grants (or, negative, takes back) credits; payment method 6 through the ledger. */
export function SystemRechargeModal({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const credit = creditName(useSettings());
  return (
    <FormModal<Values>
      open={open}
      title={t.systemRecharge}
      onClose={onClose}
      doneMessage={t.rechargeDone}
      onSubmit={async (values) => {
        await orderAdminApi.systemRecharge(values.user_id, values.credit, values.remark ?? "");
        onSaved();
      }}
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
