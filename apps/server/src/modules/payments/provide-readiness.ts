import type { AppContext } from "../../context.js";
import { paymentSettingProblems } from "./payment-setting-problems.js";
import { usableGateways } from "./usable-gateways.js";

/** Hands the settings module what the payment settings make possible (ctx.hooks.paymentReadiness). No handlers. */
export function providePaymentReadiness(ctx: AppContext): [] {
  ctx.hooks.paymentReadiness = { usableGateways: () => usableGateways(ctx), problems: () => paymentSettingProblems(ctx) };
  return [];
}
