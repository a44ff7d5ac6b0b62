import { App, InputNumber, Modal, Space } from "antd";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { refreshSession } from "../../../lib/session";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { chatApi } from "../chat-api";
import { useQuota } from "./quota-context";

const t = zh.chat.quota;

/** Buys extra AI messages with credits (POST /user/ai/quota); the server moves the credits through the ledger. */
export function BuyQuotaModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const settings = useSettings();
  const { quota, set } = useQuota();
  const [count, setCount] = useState(10);
  const [busy, setBusy] = useState(false);
  const price = quota?.price ?? 0;

  const buy = async () => {
    setBusy(true);
    try {
      set(await chatApi.buyQuota(count));
      void refreshSession();
      void message.success(t.buyDone);
      onClose();
    } catch (error) {
      void message.error(errorMessage(error, t.buyFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t.buyTitle} onOk={() => void buy()} onCancel={onClose} okButtonProps={{ loading: busy, disabled: count < 1 }} destroyOnHidden>
      <Space align="center" wrap>
        <span>{t.buyCount}</span>
        <InputNumber min={1} max={10000} precision={0} value={count} onChange={(v) => setCount(v ?? 1)} data-testid="chat-quota-count" />
        <span className="wk-muted">{t.buyCost(count * price, creditName(settings) || zh.layout.defaultCreditName)}</span>
      </Space>
    </Modal>
  );
}
