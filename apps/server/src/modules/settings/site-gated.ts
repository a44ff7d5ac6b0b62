import { isSiteGated } from "@wenku/contract";
import type { AppContext } from "../../context.js";

const GATED_KEY = "site-gated";

/** Whether the site is closed or login-only: strangers then get no data, no page and no unsigned image. */
export function siteIsGated(ctx: AppContext): Promise<boolean> {
  return ctx.settings.memo(GATED_KEY, async () => {
    const [isClose, loginRequired] = await Promise.all([ctx.settings.bool("security", "is_close"), ctx.settings.bool("security", "login_required")]);
    return isSiteGated({ is_close: isClose, login_required: loginRequired });
  });
}

