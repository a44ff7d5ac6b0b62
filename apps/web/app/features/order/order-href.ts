/** The order page of one order. */
export const orderHref = (orderNo: string) => `/order?order_no=${encodeURIComponent(orderNo)}`;
