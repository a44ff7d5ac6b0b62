import { constants, customDiscount, discountBadge, OrderType, parseDiscountTiers, priceDisplay } from "@wenku/contract";
import { Button, Flex, InputNumber, Modal, Radio, Space, Tag, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { orderHref } from "./order-href";
import { useCreateOrder } from "./use-create-order";
import { useIsMobile } from "../../shared/use-media-query";
import "./recharge-dialog.css";
import { palette } from "../../lib/theme";

const custom = -1;

/**
 * Recharge of credits (spec §2, §5, §9), named after the credit currency: a discount tier of `recharge_discount` or a custom amount (step = credit_exchange),
 * the price = points ÷ credit_exchange × discount with 2 decimals and the badge (8.5折 / 无折扣), then the order is
 * created and the member goes to /order?order_no=…. 680 px wide, 90 % on mobile. The server recomputes the price.
 * Opened because credits fall `shortfall` short, it proposes that many.
 */
export function RechargeDialog({ open, onClose, shortfall }: { open: boolean; onClose: () => void; shortfall?: number }) {
  const settings = useSettings();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { busy, create } = useCreateOrder();
  const tiers = useMemo(() => parseDiscountTiers(settings.payment.recharge_discount), [settings.payment.recharge_discount]);
  const exchange = settings.system.credit_exchange > 0 ? settings.system.credit_exchange : 1;
  const unit = creditName(settings);
  // Opened for a purchase the balance cannot cover: the custom amount that covers it (at least ¥1).
  const [choice, setChoice] = useState<number>(tiers.length && !shortfall ? 0 : custom);
  const [amount, setAmount] = useState<number>(Math.max(shortfall ?? 0, exchange));
  const quantity = choice === custom ? amount : (tiers[choice]?.amount ?? 0);
  const discount = choice === custom ? customDiscount(amount, tiers) : (tiers[choice]?.discount ?? 1);
  const valid = Number.isInteger(quantity) && quantity > 0;

  const submit = async () => {
    if (!valid) return;
    const order = await create({ order_type: OrderType.recharge, quantity });
    if (!order) return;
    onClose();
    void navigate(orderHref(order.order_no));
  };

  return (
    <Modal title={zh.layout.recharge(unit)} open={open} onCancel={onClose} footer={null} width={mobile ? "90%" : constants.rechargeDialogWidth} destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: "100%" }} data-testid="recharge-dialog">
        <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as number)} style={{ width: "100%" }}>
          <Flex wrap gap={8}>
            {tiers.map((tier, i) => (
              <Radio.Button key={tier.amount} value={i} className="wk-recharge-tier">
                <span className="wk-recharge-tier-body" data-testid={`recharge-tier-${tier.amount}`}>
                  <span>{tier.amount} {unit}</span>
                  <span className="wk-recharge-tier-price">¥{priceDisplay(tier.amount * tier.discount, exchange)}</span>
                  <Tag color={tier.discount < 1 ? "red" : "default"} style={{ marginInlineEnd: 0 }}>{discountBadge(tier.discount)}</Tag>
                </span>
              </Radio.Button>
            ))}
            <Radio.Button value={custom} className="wk-recharge-tier">
              <span data-testid="recharge-custom">{zh.layout.rechargeCustom}</span>
            </Radio.Button>
          </Flex>
        </Radio.Group>
        {choice === custom && (
          <Space wrap>
            <Space.Compact>
              <InputNumber
                min={0}
                step={exchange}
                precision={0}
                value={amount}
                placeholder={zh.commerce.recharge.customPlaceholder}
                onChange={(v) => setAmount(Number(v ?? 0))}
                style={{ width: 200 }}
                data-testid="recharge-amount"
              />
              <Space.Addon>{unit}</Space.Addon>
            </Space.Compact>
            <Typography.Text type="secondary">{zh.commerce.recharge.customHint(exchange, unit)}</Typography.Text>
          </Space>
        )}
        <Typography.Text>
          {zh.layout.rechargePay}{" "}
          <Typography.Text strong style={{ color: palette.emphasis, fontSize: 18 }} data-testid="recharge-price">
            ¥{priceDisplay(quantity * discount, exchange)}
          </Typography.Text>{" "}
          <Tag color={discount < 1 ? "red" : "default"} data-testid="recharge-badge">{discountBadge(discount)}</Tag>
        </Typography.Text>
        <Button type="primary" size="large" loading={busy} disabled={!valid} onClick={() => void submit()} data-testid="recharge-submit">
          {zh.layout.rechargeSubmit}
        </Button>
      </Space>
    </Modal>
  );
}
