import { OrderType, type Order } from "@wenku/contract";
import { Link } from "react-router";
import type { PublicSettings } from "../../lib/site-data";
import { documentHref } from "../../shared/document-href";
import { productLabel } from "./order-terms";

/** What an order buys, in words; a bought document links to its page. */
export function OrderProduct({ order, settings }: { order: Order; settings: PublicSettings }) {
  const label = productLabel(order, settings);
  return order.order_type === OrderType.buyDocument && order.product_uuid ? <Link to={documentHref({ uuid: order.product_uuid })}>{label}</Link> : label;
}
