import { Select } from "antd";
import { zh } from "../../../locales/zh-CN";
import { KeywordSearch } from "../common/keyword-search";
import type { PagedList } from "../common/use-paged-list";
import type { Order, OrderFilter } from "./order-admin-api";

const t = zh.adminCommerce.order;
const c = zh.commerce;

const optionsOf = (labels: Record<number, string>, keys: number[]) => keys.map((value) => ({ value, label: labels[value] ?? String(value) }));

/** Keyword, status, type and payment method filters of /admin/order. */
export function OrderFilters({ list }: { list: PagedList<Order, OrderFilter, unknown> }) {
  const select = (key: "order_status" | "order_type" | "payment_type", label: string, options: { value: number; label: string }[]) => (
    <Select<number>
      allowClear
      aria-label={label}
      placeholder={label}
      style={{ width: 130 }}
      options={options}
      onChange={(value) => list.search({ ...list.filter, [key]: value === undefined ? undefined : [value] })}
      data-testid={`order-filter-${key}`}
    />
  );
  return (
    <>
      <KeywordSearch list={list} placeholder={t.search} width={220} />
      {select("order_status", t.status, optionsOf(c.orderStatus, [1, 2, 3]))}
      {select("order_type", t.type, optionsOf(c.orderType, [1, 2, 3]))}
      {select("payment_type", t.payment, optionsOf(c.paymentType, [1, 2, 5, 6, 8, 9]))}
    </>
  );
}
