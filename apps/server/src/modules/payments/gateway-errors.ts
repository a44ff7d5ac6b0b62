import { orderMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import type { GatewayProvider } from "./gateway-notification.js";

/** The gateway is off or its credentials are incomplete: 400 该支付方式未开启. */
export const gatewayDisabled = () => new AppError(400, orderMessages.paymentDisabled);

/** The gateway refused or could not be reached: logged with its words (never our secrets), 502 to the customer. */
export function gatewayFailed(ctx: AppContext, provider: GatewayProvider, orderNo: string, detail: string): AppError {
  ctx.log.warn(`${provider}: payment could not be started`, { orderNo, detail: detail.slice(0, 300) });
  return new AppError(502, orderMessages.paymentFailed);
}
