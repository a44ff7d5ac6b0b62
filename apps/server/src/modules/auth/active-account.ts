import { GeneralStatus, PunishmentType, userMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { forbidden } from "../../http/errors.js";
import { refusePunished } from "../punishments/active-punishments.js";

/** 403 用户已被禁用 for a disabled account (user status, or an active punishment of type 1), however it signs in. */
export async function refuseDisabledAccount(ctx: AppContext, user: { id: number | bigint | string; status: number }): Promise<void> {
  if (user.status === GeneralStatus.disabled) throw forbidden(userMessages.userDisabled);
  await refusePunished(ctx, Number(user.id), PunishmentType.disableAccount, userMessages.userDisabled);
}
