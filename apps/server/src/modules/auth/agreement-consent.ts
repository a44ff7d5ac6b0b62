import { userMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";

/**
 * 400 请阅读并同意《文库协议》 when a registration says it does not accept the agreement the site links
 * (footer.agreement). A request without the field passes: the established client never sends it
 * (docs/compatibility.md); this site's forms always do.
 */
export async function requireAgreementConsent(ctx: AppContext, agreement: boolean | undefined): Promise<void> {
  if (agreement !== false) return;
  const agreementPage = (await ctx.settings.get("footer", "agreement")).trim();
  if (agreementPage) throw badRequest(userMessages.agreementRequired);
}
