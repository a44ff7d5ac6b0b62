import { OrderType, PaymentType } from "@wenku/contract";
import type { PublicSettings } from "../../lib/site-data";

export interface PaymentChoice {
  type: number;
  /** Name shown to the member; 虎皮椒 takes the configured display name. */
  label: string;
}

type ChoiceSettings = Pick<PublicSettings, "payment" | "vip" | "download">;
interface OrderTerms {
  order_type: number;
  /** Credits per unit (a document's price). */
  price: number;
}

/**
 * The ways a member may pay this order: the usable gateways (the server publishes a gateway as enabled only when it
 * can take payments); credits, except for a recharge and for VIP unless
 * `vip.enable_credit_pay`; a download code for a document when `download.enable_code_download` and the document
 * costs no more than `download.max_price` (0 = any price).
 */
export function paymentChoices(order: OrderTerms, settings: ChoiceSettings, labelOf: (type: number) => string): PaymentChoice[] {
  const { payment, vip, download } = settings;
  const choices: PaymentChoice[] = [];
  const add = (type: number, label = labelOf(type)) => choices.push({ type, label });
  if (payment.enable_wechatpay) add(PaymentType.wechat);
  if (payment.enable_alipay) add(PaymentType.alipay);
  if (payment.enable_xunhupay) add(PaymentType.hupijiao, payment.xunhupay_name || labelOf(PaymentType.hupijiao));
  const creditsAllowed = order.order_type === OrderType.buyDocument || (order.order_type === OrderType.buyVip && vip.enable_credit_pay);
  if (creditsAllowed) add(PaymentType.credits);
  const codeAllowed =
    order.order_type === OrderType.buyDocument && download.enable_code_download && (download.max_price <= 0 || order.price <= download.max_price);
  if (codeAllowed) add(PaymentType.downloadCode);
  return choices;
}
