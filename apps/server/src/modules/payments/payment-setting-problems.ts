import { findSetting, vipPlans, type SettingProblem } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { gatewayStates } from "./usable-gateways.js";

const missingCredentials: Record<string, string> = {
  wechatpay: "AppID、商户号、APIv3 密钥（32 位）、商户私钥和商户证书序列号",
  alipay: "AppID、应用私钥和支付宝公钥",
  xunhupay: "AppID 和 AppSecret",
};

const noGateway = "没有可用的支付方式（请启用微信支付、支付宝或虎皮椒之一，并填写完整配置）";

function problem(category: string, name: string, message: string): SettingProblem {
  return { category, name, label: findSetting(category, name)?.label ?? name, value: "true", message, updated_at: new Date().toISOString() };
}

/**
 * Payment settings that lead members to a purchase nobody can pay: a gateway switched on without complete
 * credentials, recharge on without a usable gateway, VIP on with no plan that can be bought (no price, or no gateway
 * and no credit payment). Computed from the settings as they are now, for the dashboard and the warning on save.
 */
export async function paymentSettingProblems(ctx: AppContext): Promise<SettingProblem[]> {
  const problems: SettingProblem[] = [];
  const gateways = await gatewayStates(ctx);
  for (const g of gateways) {
    if (g.enabled && !g.configured) problems.push(problem("pay", `enable_${g.provider}`, `已启用，但配置不完整（需填写 ${missingCredentials[g.provider]}），无法收款`));
  }
  const anyGateway = gateways.some((g) => g.enabled && g.configured);
  if (!anyGateway && (await ctx.settings.bool("pay", "enable_recharge"))) {
    problems.push(problem("pay", "enable_recharge", `已启用，但${noGateway}：会员无法充值，充值入口已隐藏`));
  }
  if (await ctx.settings.bool("vip", "enable")) {
    const prices = await Promise.all(vipPlans.map((plan) => ctx.settings.number("vip", `${plan}_price`)));
    if (!prices.some((price) => price >= 1)) problems.push(problem("vip", "enable", "已启用，但没有设置价格的套餐：会员无法开通 VIP"));
    else if (!anyGateway && !(await ctx.settings.bool("vip", "enable_credit_pay"))) {
      problems.push(problem("vip", "enable", `已启用，但${noGateway}，也未允许积分购买：会员无法开通 VIP`));
    }
  }
  return problems;
}
