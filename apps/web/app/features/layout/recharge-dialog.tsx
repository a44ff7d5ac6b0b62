import { constants, customDiscount, discountBadge, OrderType, parseDiscountTiers, priceDisplay, type RechargeSettings } from "@wenku/contract";
import { App, Button, InputNumber, Modal, Radio, Space, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { api, errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import { useIsMobile } from "./use-breakpoint";

const custom = -1;

/**
 * 积分充值 (spec §2): pick a discount tier or a custom amount, create the order, then go to /order?order_no=….
 * 680 px wide, 90 % on mobile.
 */
export function RechargeDialog({ open, onClose, settings }: { open: boolean; onClose: () => void; settings: RechargeSettings }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const tiers = useMemo(() => parseDiscountTiers(settings.recharge_discount), [settings.recharge_discount]);
  const exchange = settings.credit_exchange > 0 ? settings.credit_exchange : 1;
  const unit = settings.credit_name || zh.layout.defaultCreditName;
  const [choice, setChoice] = useState<number>(tiers.length ? 0 : custom);
  const [amount, setAmount] = useState<number>(exchange);
  const [busy, setBusy] = useState(false);
  const quantity = choice === custom ? amount : (tiers[choice]?.amount ?? 0);
  const discount = choice === custom ? customDiscount(amount, tiers) : (tiers[choice]?.discount ?? 1);

  const submit = async () => {
    if (!(quantity > 0)) return;
    setBusy(true);
    try {
      const reply = await api.post<{ order_no?: string }>("/api/v1/order", { order_type: OrderType.recharge, quantity });
      onClose();
      void navigate(`/order?order_no=${encodeURIComponent(reply.order_no ?? "")}`);
    } catch (error) {
      void message.error(errorMessage(error, zh.orderFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={zh.layout.recharge} open={open} onCancel={onClose} footer={null} width={mobile ? "90%" : constants.rechargeDialogWidth} destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
        <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as number)}>
          <Space wrap>
            {tiers.map((tier, i) => (
              <Radio.Button key={tier.amount} value={i}>
                {tier.amount} {unit} · {discountBadge(tier.discount)}
              </Radio.Button>
            ))}
            <Radio.Button value={custom}>{zh.layout.rechargeCustom}</Radio.Button>
          </Space>
        </Radio.Group>
        {choice === custom && (
          <Space.Compact>
            <InputNumber min={0} step={exchange} value={amount} onChange={(v) => setAmount(Number(v ?? 0))} style={{ width: 200 }} />
            <Space.Addon>{unit}</Space.Addon>
          </Space.Compact>
        )}
        <Typography.Text>
          {zh.layout.rechargePay} ¥{priceDisplay(quantity * discount, exchange)} ({discountBadge(discount)})
        </Typography.Text>
        <Button type="primary" loading={busy} disabled={!(quantity > 0)} onClick={submit}>{zh.layout.rechargeSubmit}</Button>
      </Space>
    </Modal>
  );
}
