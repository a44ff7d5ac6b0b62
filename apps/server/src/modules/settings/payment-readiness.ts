import type { AppContext, PaymentReadiness } from "../../context.js";

const nothingPayable: PaymentReadiness = { usableGateways: () => Promise.resolve([]), problems: () => Promise.resolve([]) };

/** What the payment settings make possible, as modules/payments provides it; nothing is payable without it. */
export const paymentReadiness = (ctx: AppContext): PaymentReadiness => ctx.hooks.paymentReadiness ?? nothingPayable;
