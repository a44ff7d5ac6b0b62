import { Select } from "antd";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { KeywordSearch } from "../common/keyword-search";
import type { PagedList } from "../common/use-paged-list";
import type { Order, OrderFilter } from "./order-types";

const t = zh.adminCommerce.order;
const c = zh.commerce;

const optionsOf = (labelOf: (value: number) => string, keys: number[]) => keys.map((value) => ({ value, label: labelOf(value) }));

/** Keyword, status, type and payment method filters of /admin/order. */
export function OrderFilters({ list }: { list: PagedList<Order, OrderFilter, unknown> }) {
  const credit = creditName(useSettings());
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
      {select("order_status", t.status, optionsOf((status) => c.orderStatus[status] ?? String(status), [1, 2, 3]))}
      {select("order_type", t.type, optionsOf((type) => c.orderType(type, credit), [1, 2, 3]))}
      {select("payment_type", t.payment, optionsOf((type) => c.paymentType(type, credit), [1, 2, 5, 6, 8, 9]))}
    </>
  );
}
