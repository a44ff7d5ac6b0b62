import type { AppContext } from "../../context.js";
import { creditName } from "../settings/credit-name.js";

/** The end of the "quota used up" message: how to get more today, named in the site's credit, only when buying is open. */
export async function topUpHint(ctx: AppContext): Promise<string> {
  if (Math.floor(await ctx.settings.number("llm", "quota_price")) <= 0) return "";
  return `，可使用${await creditName(ctx.settings)}加购`;
}
