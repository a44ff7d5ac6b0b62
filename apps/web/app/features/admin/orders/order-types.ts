import type { Order, orderEndpoints } from "@wenku/contract";
import type { FilterOf } from "../common/use-paged-list";

export type { Order };

/** The filters of /admin/order: the list route's query without its paging. */
export type OrderFilter = FilterOf<typeof orderEndpoints.list>;
