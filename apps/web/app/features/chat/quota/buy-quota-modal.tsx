import { aiQuotaEndpoints } from "@wenku/contract";
import { App, Button, InputNumber, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { refreshSession, useSession } from "../../../lib/session";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { useRechargeDialog } from "../../order/use-recharge-dialog";
import { useQuota } from "./quota-context";

const t = zh.chat.quota;

/**
 * Buys extra AI messages with credits (POST /user/ai/quota); the server moves the credits through the ledger. The
 * dialog is the one question: it shows the cost and the balance after it, or the shortfall (with recharge when it
 * can be bought) with buying disabled; a purchase is confirmed with the new balance.
 */
export function BuyQuotaModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const credit = creditName(useSettings());
  const { user } = useSession();
  const { quota, set } = useQuota();
  const recharge = useRechargeDialog();
  const [count, setCount] = useState(10);
  const [busy, setBusy] = useState(false);
  const cost = count * (quota?.price ?? 0);
  const balance = Number(user?.credit_count ?? 0);
  const shortfall = Math.max(0, cost - balance);

  const buy = async () => {
    setBusy(true);
    try {
      set(await callApi(aiQuotaEndpoints.buy, { body: { count } }));
      const after = await refreshSession();
      void message.success(t.buyPaid(count, cost, Number(after.user?.credit_count ?? 0), credit));
      onClose();
    } catch (error) {
      void message.error(errorMessage(error, t.buyFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t.buyTitle} onOk={() => void buy()} onCancel={onClose} okButtonProps={{ loading: busy, disabled: count < 1 || shortfall > 0 }} destroyOnHidden>
      <Space orientation="vertical" style={{ width: "100%" }}>
        <Space align="center" wrap>
          <span>{t.buyCount}</span>
          <InputNumber min={1} max={10000} precision={0} value={count} onChange={(v) => setCount(v ?? 1)} data-testid="chat-quota-count" />
          <span className="wk-muted">{t.buyCost(cost, credit)}</span>
        </Space>
        <Space align="center" wrap data-testid="chat-quota-balance">
          <Typography.Text type={shortfall > 0 ? "danger" : "secondary"}>
            {shortfall > 0 ? t.buyShort(shortfall, credit) : t.buyBalance(balance, balance - cost, credit)}
          </Typography.Text>
          {shortfall > 0 && recharge.canRecharge && (
            <Button size="small" onClick={() => recharge.openRecharge(shortfall)} data-testid="chat-quota-recharge">{zh.commerce.order.rechargeFirst(credit)}</Button>
          )}
        </Space>
      </Space>
      {recharge.rechargeDialog}
    </Modal>
  );
}
