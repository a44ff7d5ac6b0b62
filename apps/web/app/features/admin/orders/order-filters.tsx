import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { KeywordSearch } from "../common/keyword-search";
import { ListFilterSelect } from "../common/list-filter-select";
import type { PagedList } from "../common/use-paged-list";
import type { Order, OrderFilter } from "./order-types";

const t = zh.adminCommerce.order;
const c = zh.commerce;

const optionsOf = (labelOf: (value: number) => string, keys: number[]) => keys.map((value) => ({ value, label: labelOf(value) }));

/** Keyword, status, type and payment method filters of /admin/order. */
export function OrderFilters({ list }: { list: PagedList<Order, OrderFilter, unknown> }) {
  const credit = creditName(useSettings());
  return (
    <>
      <KeywordSearch list={list} placeholder={t.search} width={220} />
      <ListFilterSelect list={list} field="order_status" label={t.status} options={optionsOf((status) => c.orderStatus[status] ?? String(status), [1, 2, 3])} testId="order-filter-order_status" />
      <ListFilterSelect list={list} field="order_type" label={t.type} options={optionsOf((type) => c.orderType(type, credit), [1, 2, 3])} testId="order-filter-order_type" />
      <ListFilterSelect list={list} field="payment_type" label={t.payment} options={optionsOf((type) => c.paymentType(type, credit), [1, 2, 5, 6, 8, 9])} testId="order-filter-payment_type" />
    </>
  );
}
