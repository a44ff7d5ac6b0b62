import { AppError } from "../../../http/errors.js";
import type { AppContext } from "../../../context.js";
import { downloadPlatformCertificates } from "./platform-certificates.js";
import { readWechatpayConfig } from "./wechatpay-config.js";

export const wechatpayCertMessages = {
  incomplete: "请先填写并保存微信支付 AppID、商户号、APIv3 密钥、商户私钥和商户证书序列号",
  failed: (reason: string) => `获取平台证书失败：${reason}`,
} as const;

/**
 * GET /api/v1/wechatpay/cert: downloads the platform certificates with the saved merchant credentials, keeps
 * them for verifying WeChat Pay's signatures, and answers the newest as PEM (to paste into 微信支付平台证书).
 */
export async function fetchWechatpayCert(ctx: AppContext): Promise<{ cert: string }> {
  const config = await readWechatpayConfig(ctx);
  if (!config) throw new AppError(400, wechatpayCertMessages.incomplete);
  try {
    const [newest] = await downloadPlatformCertificates(ctx, config);
    return { cert: newest.pem };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    ctx.log.warn("wechatpay: platform certificates could not be downloaded", { reason });
    throw new AppError(502, wechatpayCertMessages.failed(reason.slice(0, 200)));
  }
}
