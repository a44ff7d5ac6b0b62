import type { AppContext } from "../../context.js";
import type { GatewayProvider } from "./gateway-notification.js";
import { readAlipayConfig } from "./alipay/alipay-config.js";
import { readWechatpayConfig } from "./wechatpay/wechatpay-config.js";
import { readXunhupayConfig } from "./xunhupay/xunhupay-config.js";

export interface GatewayState {
  provider: GatewayProvider;
  /** pay.enable_<provider> */
  enabled: boolean;
  /** Its credentials are complete (what starting a payment needs). */
  configured: boolean;
}

/** Each gateway's switch and whether its credentials are complete, read the way starting a payment reads them. */
export async function gatewayStates(ctx: AppContext): Promise<GatewayState[]> {
  const configs = await Promise.all([readWechatpayConfig(ctx), readAlipayConfig(ctx), readXunhupayConfig(ctx)]);
  const providers = ["wechatpay", "alipay", "xunhupay"] as const;
  return Promise.all(
    providers.map(async (provider, index) => ({
      provider,
      enabled: await ctx.settings.bool("pay", `enable_${provider}`),
      configured: configs[index] !== undefined,
    })),
  );
}

/** The gateways a payment can be started on now: switched on with complete credentials. */
export async function usableGateways(ctx: AppContext): Promise<GatewayProvider[]> {
  return (await gatewayStates(ctx)).filter((g) => g.enabled && g.configured).map((g) => g.provider);
}
